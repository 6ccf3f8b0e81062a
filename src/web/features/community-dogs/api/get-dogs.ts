import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/vendors/{id}/community-dogs?ward=: the store's register, a ward's dogs when told. */
export const getDogs = (storeId: number, ward: number | null, signal?: AbortSignal) =>
  apiFetch("GET /vendors/:id/community-dogs", {
    param: { id: String(storeId) },
    query: ward === null ? {} : { ward: String(ward) },
    signal,
  });

export const dogsKey = (storeId?: number) =>
  storeId === undefined ? ["communityDogs"] : ["communityDogs", storeId];

export const dogsQuery = (storeId: number, ward: number | null = null) =>
  queryOptions({
    queryKey: [...dogsKey(storeId), "list", ward],
    queryFn: ({ signal }) => getDogs(storeId, ward, signal),
  });

export const useDogs = (storeId: number, ward: number | null = null) =>
  useQuery(dogsQuery(storeId, ward));
