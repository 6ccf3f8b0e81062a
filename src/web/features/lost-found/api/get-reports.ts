import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiInput } from "../../../../server/api-schema";
import { apiFetch } from "../../../lib/http";

/** The root of every lost-and-found read: a change to a report refreshes them all. */
export const lostFoundKey = ["lost-found"] as const;

/** GET /api/lost-found: one page of open reports; `search` is the list page's query string. */
export const getReports = (search: string, signal?: AbortSignal) =>
  apiFetch("GET /lost-found", {
    query: Object.fromEntries(new URLSearchParams(search)) as ApiInput<"GET /lost-found">["query"],
    signal,
  });

export const reportsQuery = (search: string) =>
  queryOptions({
    queryKey: [...lostFoundKey, "list", search],
    queryFn: ({ signal }) => getReports(search, signal),
  });

/** The last page stays on screen while the next one loads. */
export const useReports = (search: string) =>
  useQuery({ ...reportsQuery(search), placeholderData: keepPreviousData });
