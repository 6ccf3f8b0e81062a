import { useMutation, useQueryClient } from "@tanstack/react-query";
import { VendorApplication, type AdoptionStatus } from "../../../../contract/adoption";
import { apiFetch } from "../../../lib/http";
import { vendorApplicationsQuery } from "./vendor-applications";

/** POST /api/vendors/applications/{id}/update: the store's owner approves or rejects a request. */
export function useUpdateApplication(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AdoptionStatus }) =>
      apiFetch(`/vendors/applications/${id}/update`, VendorApplication, {
        method: "POST",
        body: { status },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: vendorApplicationsQuery(vendorId).queryKey }),
  });
}
