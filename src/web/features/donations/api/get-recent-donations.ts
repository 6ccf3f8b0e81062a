import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/donations/recent: the latest supporters on the donate page. */
export const getRecentDonations = (signal?: AbortSignal) =>
  apiFetch("GET /donations/recent", { signal });

export const recentDonationsQuery = queryOptions({
  queryKey: ["donations", "recent"],
  queryFn: ({ signal }) => getRecentDonations(signal),
});

export const useRecentDonations = () => useQuery(recentDonationsQuery);
