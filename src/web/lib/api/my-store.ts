import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../http";

/** GET /api/vendors/me: the caller's store (or null) and its pet count. */
export const getMyStore = (signal?: AbortSignal) => apiFetch("GET /vendors/me", { signal });

/** Read by the stores feature's dashboard tab and by the pet page, which asks whether the pet is the caller's. */
export const myStoreQuery = queryOptions({
  queryKey: ["vendors", "me"],
  queryFn: ({ signal }) => getMyStore(signal),
});

export const useMyStore = () => useQuery(myStoreQuery);
