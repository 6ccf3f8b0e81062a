import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/vendors/{id}/animals: where each of the store's animals is now. */
export const getAnimals = (storeId: number, signal?: AbortSignal) =>
  apiFetch("GET /vendors/:id/animals", { param: { id: String(storeId) }, signal });

export const animalsKey = (storeId?: number) =>
  storeId === undefined ? ["animals"] : ["animals", storeId];

export const animalsQuery = (storeId: number) =>
  queryOptions({
    queryKey: animalsKey(storeId),
    queryFn: ({ signal }) => getAnimals(storeId, signal),
  });

export const useAnimals = (storeId: number) => useQuery(animalsQuery(storeId));
