import { useMutation, useQueryClient } from "@tanstack/react-query";
import { VendorApplication, type AdoptionStatus } from "../../../../contract/adoption";
import { apiFetch } from "../../../lib/http";
import { vendorApplicationsQuery } from "./get-vendor-applications";

/** POST /api/vendors/applications/{id}/update: the store's owner approves or rejects a request. */
export const updateApplication = ({ id, status }: { id: number; status: AdoptionStatus }) =>
  apiFetch(`/vendors/applications/${id}/update`, VendorApplication, {
    method: "POST",
    body: { status },
  });

export function useUpdateApplication(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: vendorApplicationsQuery(vendorId).queryKey }),
  });
}
