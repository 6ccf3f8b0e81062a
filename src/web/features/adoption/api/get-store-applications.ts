import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/vendors/{id}/applications: the requests for a store's pets, newest first. */
export const getStoreApplications = (storeId: number, signal?: AbortSignal) =>
  apiFetch("GET /vendors/:id/applications", { param: { id: storeId }, signal });

export const storeApplicationsQuery = (storeId: number) =>
  queryOptions({
    queryKey: ["applications", "store", storeId],
    queryFn: ({ signal }) => getStoreApplications(storeId, signal),
  });

export const useStoreApplications = (storeId: number) => useQuery(storeApplicationsQuery(storeId));
