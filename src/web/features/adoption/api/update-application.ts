import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdoptionStatus } from "../../../../contract/adoption";
import { apiFetch } from "../../../lib/http";
import { storeApplicationsQuery } from "./get-store-applications";

/**
 * POST /api/vendors/applications/{id}/update: the store's owner approves or rejects a request;
 * a rejection may carry a reason for the applicant.
 */
export const updateApplication = ({
  id,
  status,
  reason,
}: {
  id: number;
  status: AdoptionStatus;
  reason?: string;
}) =>
  apiFetch("POST /vendors/applications/:id/update", {
    param: { id },
    json: reason ? { status, reason } : { status },
  });

export function useUpdateApplication(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storeApplicationsQuery(storeId).queryKey }),
  });
}
