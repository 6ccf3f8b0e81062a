import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminDonationsQuery } from "../../../../contract/donations";
import { apiFetch } from "../../../lib/http";

/** Every page and filter of the admin's donation list: what a checked donation invalidates. */
export const adminDonationsKey = ["admin", "donations", "list"] as const;

/** The filters as a query string, for the list and for the CSV export link alike. */
export function donationFilters(query: AdminDonationsQuery) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  return params;
}

/** GET /api/admin/donations: one page of donations and how many match (X-Total-Count). */
export async function getAdminDonations(query: AdminDonationsQuery, signal?: AbortSignal) {
  let total = 0;
  const donations = await apiFetch("GET /admin/donations", {
    query,
    signal,
    cache: "no-cache",
    onResponse: (response) => {
      total = Number(response.headers.get("X-Total-Count") ?? 0);
    },
  });
  return { donations, total };
}

export const adminDonationsQuery = (query: AdminDonationsQuery) =>
  queryOptions({
    queryKey: [...adminDonationsKey, query],
    queryFn: ({ signal }) => getAdminDonations(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminDonations = (query: AdminDonationsQuery) =>
  useQuery(adminDonationsQuery(query));
