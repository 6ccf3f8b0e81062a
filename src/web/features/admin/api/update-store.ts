import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateStoreBody } from "../../../../contract/admin";
import { petsKey } from "../../../lib/api/pets";
import { apiFetch } from "../../../lib/http";
import { statsQuery } from "./get-stats";
import { storeDetailKey } from "./get-store";
import { storesKey } from "./get-stores";

/** POST /api/vendors/update: 'Set Active' / 'Set Pending'. */
export const updateStore = (body: UpdateStoreBody) =>
  apiFetch("POST /vendors/update", { json: body });

/** The store lists, its page and the status counts change, and the store's pets show or hide. */
export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storesKey }),
        queryClient.invalidateQueries({ queryKey: storeDetailKey }),
        queryClient.invalidateQueries({ queryKey: statsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: petsKey }),
      ]),
  });
}
