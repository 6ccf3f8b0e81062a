import { useMutation, useQueryClient } from "@tanstack/react-query";
import { petsKey } from "../../../lib/api/pets";
import { apiFetch } from "../../../lib/http";
import { statsQuery } from "./get-stats";
import { storesKey } from "./get-stores";

/** DELETE /api/vendors. */
export const deleteStore = (id: number) => apiFetch("DELETE /vendors", { json: { id } });

/** A deleted store takes its pets and requests with it: the lists and every count change. */
export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStore,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storesKey }),
        queryClient.invalidateQueries({ queryKey: statsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: petsKey }),
      ]),
  });
}
