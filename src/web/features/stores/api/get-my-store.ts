import { queryOptions, useQuery } from "@tanstack/react-query";
import { MyStoreResponse } from "../../../../contract/stores";
import { apiFetch } from "../../../lib/http";

/** GET /api/vendors/me: the caller's store (or null) and its pet count. */
export const getMyStore = (signal?: AbortSignal) =>
  apiFetch("/vendors/me", MyStoreResponse, { signal });

export const myStoreQuery = queryOptions({
  queryKey: ["vendors", "me"],
  queryFn: ({ signal }) => getMyStore(signal),
});

export const useMyStore = () => useQuery(myStoreQuery);
