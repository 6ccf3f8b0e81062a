import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Category } from "../../../../contract/pets";
import { apiFetch } from "../../../lib/http";
import { vendorKeys } from "./keys";

/** GET /api/category: the species a pet may be listed under (the admin keeps them). */
export const categoriesQuery = queryOptions({
  queryKey: vendorKeys.categories,
  queryFn: ({ signal }) => apiFetch("/category", z.array(Category), { signal }),
  staleTime: 10 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
