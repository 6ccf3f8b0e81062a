import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { lostFoundKey } from "./get-reports";

/** GET /api/me/lost-found: the reader's reports, hidden ones with the admin's reason. */
export const getMyReports = (signal?: AbortSignal) => apiFetch("GET /me/lost-found", { signal });

export const myReportsQuery = queryOptions({
  queryKey: [...lostFoundKey, "mine"],
  queryFn: ({ signal }) => getMyReports(signal),
});

export const useMyReports = () => useQuery(myReportsQuery);
