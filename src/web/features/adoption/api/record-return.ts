import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { storeApplicationsQuery } from "./get-store-applications";

/**
 * POST /api/vendors/applications/{id}/return: the store's owner records that an adopted pet
 * came back; the pet becomes a draft, so the store's pets change too.
 */
export const recordReturn = (id: number) =>
  apiFetch("POST /vendors/applications/:id/return", { param: { id } });

export function useRecordReturn(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReturn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storeApplicationsQuery(storeId).queryKey }),
  });
}
