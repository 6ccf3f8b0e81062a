import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/pets/{id}/records: an animal's records, newest first, and its public summary. */
export const getRecords = (petId: number, signal?: AbortSignal) =>
  apiFetch("GET /pets/:id/records", { param: { id: String(petId) }, signal });

export const recordsKey = (petId?: number) =>
  petId === undefined ? ["records"] : ["records", petId];

export const recordsQuery = (petId: number) =>
  queryOptions({ queryKey: recordsKey(petId), queryFn: ({ signal }) => getRecords(petId, signal) });

export const useRecords = (petId: number) => useQuery(recordsQuery(petId));
