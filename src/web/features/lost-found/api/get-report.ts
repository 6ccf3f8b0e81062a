import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, ApiError } from "../../../lib/http";
import { lostFoundKey } from "./get-reports";

/** GET /api/lost-found/{id}: all of it for its reporter (`mine`), the public fields for others. */
export const getReport = (id: string, signal?: AbortSignal) =>
  apiFetch("GET /lost-found/:id", { param: { id }, signal });

export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: [...lostFoundKey, "report", id],
    queryFn: ({ signal }) => getReport(id, signal),
    // A missing report stays missing: no retries.
    retry: (count, error) => !isMissing(error) && count < 2,
  });

export const useReport = (id: string) => useQuery(reportQuery(id));

/** Unknown, hidden, or an id that is no number: the page is missing. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
