import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AdminVendor, type UpdateVendorBody } from "../../../../contract/admin";
import { petsKey } from "../../../lib/api/pets";
import { apiFetch } from "../../../lib/http";
import { statsQuery } from "./get-stats";
import { vendorsKey } from "./get-vendors";

/** POST /api/vendors/update: 'Set Active' / 'Set Pending'. */
export const updateVendor = (body: UpdateVendorBody) =>
  apiFetch("/vendors/update", AdminVendor, { method: "POST", body });

/** The vendor lists and the status counts change, and the store's pets show or hide. */
export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorsKey }),
        queryClient.invalidateQueries({ queryKey: statsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: petsKey }),
      ]),
  });
}
