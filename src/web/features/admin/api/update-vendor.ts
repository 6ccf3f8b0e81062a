import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AdminVendor, type UpdateVendorBody } from "../../../../contract/admin";
import { apiFetch } from "../../../lib/http";
import { adminKeys } from "./keys";

export const updateVendor = (body: UpdateVendorBody) =>
  apiFetch("/vendors/update", AdminVendor, { method: "POST", body });

/** 'Set Active' / 'Set Pending': the vendor lists and the status counts change. */
export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.vendors }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
