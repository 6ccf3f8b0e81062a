import { useMutation, useQueryClient } from "@tanstack/react-query";
import { petsKey } from "../../../lib/api/pets";
import { apiFetch } from "../../../lib/http";
import { myStoreQuery } from "../../../lib/api/my-store";
import { storePetsKey } from "./get-store-pets";

/** DELETE /api/vendors/me: the store and everything in it. */
export const deleteStore = () => apiFetch("DELETE /vendors/me");

export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStore,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: storePetsKey() });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myStoreQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: petsKey }),
      ]);
    },
  });
}
