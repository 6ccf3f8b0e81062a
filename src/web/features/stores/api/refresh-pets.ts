import { useQueryClient } from "@tanstack/react-query";
import { petsKey } from "../../../lib/api/pets";
import { myStoreQuery } from "../../../lib/api/my-store";
import { storePetsKey } from "./get-store-pets";

/**
 * What a change to one of the store's pets changes: the store's pet pages and the public
 * listing and pet page; adding or deleting a pet also the count in the store header.
 */
export function useRefreshPets() {
  const queryClient = useQueryClient();
  return (storeId: number, { isCountChanged = false } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: storePetsKey(storeId) }),
      queryClient.invalidateQueries({ queryKey: petsKey }),
      isCountChanged && queryClient.invalidateQueries({ queryKey: myStoreQuery.queryKey }),
    ]);
}
