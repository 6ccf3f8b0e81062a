import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/admin/stats: the counts over the stores. */
export const getStats = (signal?: AbortSignal) => apiFetch("GET /admin/stats", { signal });

export const statsQuery = queryOptions({
  queryKey: ["admin", "stats"],
  queryFn: ({ signal }) => getStats(signal),
});

export const useStats = () => useQuery(statsQuery);
