import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PAGE_SIZE } from "../../../../contract/stores";
import { apiFetch } from "../../../lib/http";

/** Every page of one store's pets (or of every store's, without an id): what a change invalidates. */
export const storePetsKey = (storeId?: number) =>
  storeId === undefined ? (["petsByVendor"] as const) : (["petsByVendor", storeId] as const);

/** GET /api/petsByVendor: one page of the store's pets, with the store's total. */
export async function getStorePets(storeId: number, page: number, signal?: AbortSignal) {
  let total = 0;
  const items = await apiFetch("GET /petsByVendor", {
    query: { vendor_id: storeId, page, limit: PAGE_SIZE },
    signal,
    onResponse: (response) => (total = Number(response.headers.get("X-Total-Count"))),
  });
  return { items, total };
}

export const storePetsQuery = (storeId: number, page: number) =>
  queryOptions({
    queryKey: [...storePetsKey(storeId), page],
    queryFn: ({ signal }) => getStorePets(storeId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useStorePets = (storeId: number, page: number) =>
  useQuery(storePetsQuery(storeId, page));
