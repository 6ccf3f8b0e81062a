import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { storeApplicationsQuery } from "./get-store-applications";

/**
 * POST /api/vendors/applications/{id}/return: the store's owner records that an adopted pet
 * came back, and why; the pet becomes a draft, so the store's pets change too.
 */
export const recordReturn = ({ id, reason }: { id: number; reason: string | null }) =>
  apiFetch("POST /vendors/applications/:id/return", { param: { id }, json: { reason } });

export function useRecordReturn(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReturn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storeApplicationsQuery(storeId).queryKey }),
  });
}
