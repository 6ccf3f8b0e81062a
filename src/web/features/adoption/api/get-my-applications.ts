import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/applications: the signed-in person's own requests, newest first. */
export const getMyApplications = (signal?: AbortSignal) =>
  apiFetch("GET /applications", { signal });

export const myApplicationsQuery = queryOptions({
  queryKey: ["applications", "mine"],
  queryFn: ({ signal }) => getMyApplications(signal),
});

export const useMyApplications = () => useQuery(myApplicationsQuery);
