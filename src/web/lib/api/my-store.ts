import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../http";

/**
 * GET /api/vendors/me: the caller's store (or null) and its pet count. The API nests the store
 * under its original name (`store.vendor`); the web reads it as `store` from here on.
 */
export const getMyStore = async (signal?: AbortSignal) => {
  const { store, stats } = await apiFetch("GET /vendors/me", { signal });
  return { store: store?.vendor ?? null, stats };
};

/** Read by the stores feature's dashboard tab and by the pet page, which asks whether the pet is the caller's. */
export const myStoreQuery = queryOptions({
  queryKey: ["stores", "me"],
  queryFn: ({ signal }) => getMyStore(signal),
});

export type MyStore = Awaited<ReturnType<typeof getMyStore>>;

export const useMyStore = () => useQuery(myStoreQuery);
