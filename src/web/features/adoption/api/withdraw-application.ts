import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { myApplicationsQuery } from "./get-my-applications";

/** POST /api/applications/{id}/withdraw: the applicant takes back an open request. */
export const withdrawApplication = (id: number) =>
  apiFetch("POST /applications/:id/withdraw", { param: { id } });

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsQuery.queryKey }),
  });
}
