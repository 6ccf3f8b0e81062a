import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateStoreRequest } from "../../../../contract/stores";
import { apiFetch } from "../../../lib/http";
import { petsKey } from "../../../lib/api/pets";
import { myStoreQuery } from "../../../lib/api/my-store";

/** PATCH /api/vendors/me. */
export const updateStore = (body: UpdateStoreRequest) =>
  apiFetch("PATCH /vendors/me", { json: body });

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    // The store's pets show its place on their cards and pages.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myStoreQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: petsKey }),
      ]),
  });
}
