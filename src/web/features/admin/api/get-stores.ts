import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStoresQuery } from "../../../../contract/admin";
import { apiFetch } from "../../../lib/http";

/** Every page and search of the admin's store list: what a change to a store invalidates. */
export const storesKey = ["admin", "stores"] as const;

/** GET /api/vendors: one page of stores, which page it is, and how many match (X-Total-Count). */
export async function getStores(query: AdminStoresQuery, signal?: AbortSignal) {
  let total = 0;
  const stores = await apiFetch("GET /vendors", {
    query,
    signal,
    onResponse: (response) => {
      total = Number(response.headers.get("X-Total-Count") ?? 0);
    },
  });
  return { stores, total, page: query.page, limit: query.limit };
}

export const storesQuery = (query: AdminStoresQuery) =>
  queryOptions({
    queryKey: [...storesKey, query],
    queryFn: ({ signal }) => getStores(query, signal),
    // Keep the current page on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });

export const useStores = (query: AdminStoresQuery) => useQuery(storesQuery(query));
