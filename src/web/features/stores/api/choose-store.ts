import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** PUT /api/me/store: the store she works for now, of those whose team she is on. */
export const chooseStore = (storeId: number) =>
  apiFetch("PUT /me/store", { json: { store_id: storeId } });

/**
 * Her store's pets, requests, questions, agreement, team and activity all change with it: every
 * query is read again rather than a list of keys that would miss the next one added.
 */
export function useChooseStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseStore,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
