import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/admin/donations/summary: the totals over the admin's donation list. */
export const getDonationSummary = (signal?: AbortSignal) =>
  apiFetch("GET /admin/donations/summary", { signal, cache: "no-cache" });

export const donationSummaryQuery = queryOptions({
  queryKey: ["admin", "donations", "summary"],
  queryFn: ({ signal }) => getDonationSummary(signal),
});

export const useDonationSummary = () => useQuery(donationSummaryQuery);
