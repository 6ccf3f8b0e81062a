import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/saved-searches: the signed-in person's saved searches, newest first. */
export const getSavedSearches = (signal?: AbortSignal) =>
  apiFetch("GET /saved-searches", { signal });

export const savedSearchesQuery = queryOptions({
  queryKey: ["saved-searches"],
  queryFn: ({ signal }) => getSavedSearches(signal),
});

export const useSavedSearches = () => useQuery(savedSearchesQuery);
