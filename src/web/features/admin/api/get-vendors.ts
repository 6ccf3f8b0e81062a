import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { AdminVendorsPage, type AdminVendorsQuery } from "../../../../contract/admin";
import { apiFetch } from "../../../lib/http";
import { adminKeys } from "./keys";

export function getVendors(query: AdminVendorsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  return apiFetch(`/vendors?${params}`, AdminVendorsPage, { signal });
}

export const vendorsQuery = (query: AdminVendorsQuery) =>
  queryOptions({
    queryKey: adminKeys.vendorPage(query),
    queryFn: ({ signal }) => getVendors(query, signal),
    // Keep the current page on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const useVendors = (query: AdminVendorsQuery) => useQuery(vendorsQuery(query));
