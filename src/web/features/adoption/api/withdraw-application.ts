import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MyApplication } from "../../../../contract/adoption";
import { apiFetch } from "../../../lib/http";
import { myApplicationsQuery } from "./my-applications";

/** POST /api/applications/{id}/withdraw: the applicant takes back an open request. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/applications/${id}/withdraw`, MyApplication, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsQuery.queryKey }),
  });
}
