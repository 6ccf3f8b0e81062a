import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../http";

/** GET /api/category: the species a pet is listed under, which the admin keeps. */
export const getCategories = (signal?: AbortSignal) =>
  // Revalidated (ETag, a 304 when unchanged): browsers may keep the public answer a minute,
  // and an admin's change must reach every reader as soon as this query is invalidated.
  apiFetch("GET /category", { signal, cache: "no-cache" });

/** One cached list for the catalogue's filter, the pet form and the admin's list. */
export const categoriesQuery = queryOptions({
  queryKey: ["categories"],
  queryFn: ({ signal }) => getCategories(signal),
  // Categories change rarely; adding or deleting one invalidates this key.
  staleTime: 5 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
