import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Deleted } from "../../../../contract/admin";
import { apiFetch } from "../../../lib/http";
import { adminKeys } from "./keys";

export const deleteVendor = (id: number) =>
  apiFetch("/vendors", Deleted, { method: "DELETE", body: { id } });

/** A deleted store takes its pets and requests with it: the lists and every count change. */
export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.vendors }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
