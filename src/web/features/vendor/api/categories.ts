import { queryOptions, useQuery } from "@tanstack/react-query";
import { CategoryList } from "../../../../contract/catalogue";
import { apiFetch } from "../../../lib/http";
import { vendorKeys } from "./keys";

/** GET /api/category: the species a pet may be listed under (the admin keeps them). */
export const categoriesQuery = queryOptions({
  queryKey: vendorKeys.categories,
  queryFn: ({ signal }) => apiFetch("/category", CategoryList, { signal }),
  staleTime: 5 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
