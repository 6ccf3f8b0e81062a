import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** Every admin store page; a change of status invalidates them (delete-store removes its own). */
export const storeDetailKey = ["admin", "store"] as const;

/** GET /api/vendors/{id}: one store with its owner, every pet and its open requests. */
export const getStore = (id: number, signal?: AbortSignal) =>
  apiFetch("GET /vendors/:id", { param: { id }, signal, cache: "no-cache" });

export const storeQuery = (id: number) =>
  queryOptions({
    queryKey: [...storeDetailKey, id],
    queryFn: ({ signal }) => getStore(id, signal),
  });

export const useAdminStore = (id: number) => useQuery(storeQuery(id));
