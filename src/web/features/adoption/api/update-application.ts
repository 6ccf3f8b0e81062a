import { useMutation, useQueryClient } from "@tanstack/react-query";
import { StoreApplication, type AdoptionStatus } from "../../../../contract/adoption";
import { apiFetch } from "../../../lib/http";
import { storeApplicationsQuery } from "./get-store-applications";

/** POST /api/vendors/applications/{id}/update: the store's owner approves or rejects a request. */
export const updateApplication = ({ id, status }: { id: number; status: AdoptionStatus }) =>
  apiFetch(`/vendors/applications/${id}/update`, StoreApplication, {
    method: "POST",
    body: { status },
  });

export function useUpdateApplication(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: storeApplicationsQuery(storeId).queryKey }),
  });
}
