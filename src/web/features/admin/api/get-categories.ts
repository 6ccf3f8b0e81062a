import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Category } from "../../../../contract/pets";
import { apiFetch } from "../../../lib/http";
import { adminKeys } from "./keys";

/**
 * GET /api/category (public, served by the catalogue feature), read here for the admin list.
 * Browsers may keep the public answer a while; the admin must see their own change at once.
 */
export const categoriesQuery = queryOptions({
  queryKey: adminKeys.categories,
  queryFn: ({ signal }) => apiFetch("/category", z.array(Category), { signal, cache: "no-cache" }),
});

export const useCategories = () => useQuery(categoriesQuery);
