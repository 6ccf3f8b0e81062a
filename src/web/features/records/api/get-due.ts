import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/**
 * GET /api/vendors/{id}/due?today=: what is due in the store, by the reader's own day (Nepal's,
 * from the browser's clock), so "overdue" turns at her midnight whatever the server's clock.
 */
export const getDue = (storeId: number, today: string, signal?: AbortSignal) =>
  apiFetch("GET /vendors/:id/due", { param: { id: String(storeId) }, query: { today }, signal });

export const dueKey = (storeId?: number, today?: string) =>
  storeId === undefined ? ["due"] : ["due", storeId, today];

export const dueQuery = (storeId: number, today: string) =>
  queryOptions({
    queryKey: dueKey(storeId, today),
    queryFn: ({ signal }) => getDue(storeId, today, signal),
  });

export const useDue = (storeId: number, today: string) => useQuery(dueQuery(storeId, today));
