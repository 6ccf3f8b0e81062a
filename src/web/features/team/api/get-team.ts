import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/vendors/{id}/team: the members, the open invitations (owners only) and her notices. */
export const getTeam = (storeId: number, signal?: AbortSignal) =>
  apiFetch("GET /vendors/:id/team", { param: { id: String(storeId) }, signal });

export const teamKey = (storeId?: number) => (storeId === undefined ? ["team"] : ["team", storeId]);

export const teamQuery = (storeId: number) =>
  queryOptions({ queryKey: teamKey(storeId), queryFn: ({ signal }) => getTeam(storeId, signal) });

export const useTeam = (storeId: number) => useQuery(teamQuery(storeId));
