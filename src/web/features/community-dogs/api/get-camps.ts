import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NewCampRequest } from "../../../../contract/community-dogs";
import { useRefreshingMutation } from "../../../lib/api/refreshing-mutation";
import { apiFetch } from "../../../lib/http";
import { dogKey } from "./get-dog";
import { dogsKey } from "./get-dogs";

/** GET /api/vendors/{id}/camps: the store's CNVR camps, newest first, with their counts. */
export const campsKey = (storeId?: number) =>
  storeId === undefined ? ["camps"] : ["camps", storeId];

export const campsQuery = (storeId: number) =>
  queryOptions({
    queryKey: campsKey(storeId),
    queryFn: ({ signal }) =>
      apiFetch("GET /vendors/:id/camps", { param: { id: String(storeId) }, signal }),
  });

export const useCamps = (storeId: number) => useQuery(campsQuery(storeId));

/** POST /api/vendors/{id}/camps: one camp, its dogs' records written at once. */
export const enterCamp = ({ storeId, camp }: { storeId: number; camp: NewCampRequest }) =>
  apiFetch("POST /vendors/:id/camps", { param: { id: String(storeId) }, json: camp });

// A camp registers new dogs and writes records for the others: the register and its dogs change.
export const useEnterCamp = () =>
  useRefreshingMutation(enterCamp, [campsKey(), dogsKey(), dogKey()]);
