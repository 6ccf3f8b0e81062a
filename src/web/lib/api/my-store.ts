import { queryOptions, useQuery } from "@tanstack/react-query";
import { mayDo, type StoreAction } from "../../../contract/store-roles";
import { apiFetch } from "../http";

/**
 * GET /api/vendors/me: the store she works for now (or null), her role in it, its pet count and
 * every store whose team she is on. The API nests the store under its original name
 * (`store.vendor`); the web reads it as `store` from here on.
 */
export const getMyStore = async (signal?: AbortSignal) => {
  const { store, stats, stores } = await apiFetch("GET /vendors/me", { signal });
  return { store: store?.vendor ?? null, role: store?.role ?? null, stats, stores };
};

/** Read by the stores feature's dashboard tab and by the pet page, which asks whether the pet is the caller's. */
export const myStoreQuery = queryOptions({
  queryKey: ["stores", "me"],
  queryFn: ({ signal }) => getMyStore(signal),
});

export type MyStore = Awaited<ReturnType<typeof getMyStore>>;

export const useMyStore = () => useQuery(myStoreQuery);

/**
 * Whether her role in the store she works for allows `action` (contract/store-roles.ts). The web
 * only hides what it does not allow; the server decides.
 */
export function useMayDo(action: StoreAction): boolean {
  const { data } = useMyStore();
  return data?.role ? mayDo(data.role, action) : false;
}
