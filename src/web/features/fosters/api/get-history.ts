import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/pets/{id}/history: the animal, where it is, and each step of its life in care. */
export const getHistory = (petId: number, signal?: AbortSignal) =>
  apiFetch("GET /pets/:id/history", { param: { id: String(petId) }, signal });

export const historyKey = (petId?: number) =>
  petId === undefined ? ["animal-history"] : ["animal-history", petId];

export const historyQuery = (petId: number) =>
  queryOptions({ queryKey: historyKey(petId), queryFn: ({ signal }) => getHistory(petId, signal) });

export const useHistory = (petId: number) => useQuery(historyQuery(petId));
