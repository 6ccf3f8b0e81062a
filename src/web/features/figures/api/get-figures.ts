import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** Whose figures: a store's, by its id, or every store's together (the admin's). */
export type FiguresScope = { storeId: number } | "all";
/** The months asked for, `YYYY-MM`; none for the server's default, the last 12. */
export interface MonthRange {
  from?: string;
  to?: string;
}

/** GET /api/vendors/{id}/figures or GET /api/admin/figures. */
export const getFigures = (scope: FiguresScope, range: MonthRange, signal?: AbortSignal) =>
  scope === "all"
    ? apiFetch("GET /admin/figures", { query: range, signal })
    : apiFetch("GET /vendors/:id/figures", {
        param: { id: String(scope.storeId) },
        query: range,
        signal,
      });

export const figuresKey = (scope: FiguresScope, range: MonthRange) => [
  "figures",
  scope === "all" ? "all" : scope.storeId,
  range.from ?? null,
  range.to ?? null,
];

export const figuresQuery = (scope: FiguresScope, range: MonthRange) =>
  queryOptions({
    queryKey: figuresKey(scope, range),
    queryFn: ({ signal }) => getFigures(scope, range, signal),
    // Another range keeps the charts of the last one until its own come.
    placeholderData: keepPreviousData,
  });

export const useFigures = (scope: FiguresScope, range: MonthRange) =>
  useQuery(figuresQuery(scope, range));
