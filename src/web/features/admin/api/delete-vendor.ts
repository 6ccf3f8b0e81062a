import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Deleted } from "../../../../contract/admin";
import { petsKey } from "../../../lib/api/pets";
import { apiFetch } from "../../../lib/http";
import { statsQuery } from "./get-stats";
import { vendorsKey } from "./get-vendors";

/** DELETE /api/vendors. */
export const deleteVendor = (id: number) =>
  apiFetch("/vendors", Deleted, { method: "DELETE", body: { id } });

/** A deleted store takes its pets and requests with it: the lists and every count change. */
export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorsKey }),
        queryClient.invalidateQueries({ queryKey: statsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: petsKey }),
      ]),
  });
}
