import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { AdminVendorList, type AdminVendorsQuery } from "../../../../contract/admin";
import { apiFetch } from "../../../lib/http";

/** Every page and search of the admin's vendor list: what a change to a store invalidates. */
export const vendorsKey = ["admin", "vendors"] as const;

/** GET /api/vendors: one page of stores, which page it is, and how many match (X-Total-Count). */
export async function getVendors(query: AdminVendorsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  let total = 0;
  const vendors = await apiFetch(`/vendors?${params}`, AdminVendorList, {
    signal,
    onResponse: (response) => {
      total = Number(response.headers.get("X-Total-Count") ?? 0);
    },
  });
  return { vendors, total, page: query.page, limit: query.limit };
}

export const vendorsQuery = (query: AdminVendorsQuery) =>
  queryOptions({
    queryKey: [...vendorsKey, query],
    queryFn: ({ signal }) => getVendors(query, signal),
    // Keep the current page on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const useVendors = (query: AdminVendorsQuery) => useQuery(vendorsQuery(query));
