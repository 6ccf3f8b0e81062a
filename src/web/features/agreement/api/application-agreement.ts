import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SignAgreementRequest } from "../../../../contract/agreement";
import { apiFetch } from "../../../lib/http";

/** GET /api/applications/{id}/agreement: the text to sign, or the signed record. */
export const getApplicationAgreement = (id: string, signal?: AbortSignal) =>
  apiFetch("GET /applications/:id/agreement", { param: { id }, signal });

export const applicationAgreementQuery = (id: string) =>
  queryOptions({
    queryKey: ["agreement", "request", id],
    queryFn: ({ signal }) => getApplicationAgreement(id, signal),
  });

export const useApplicationAgreement = (id: string) => useQuery(applicationAgreementQuery(id));

/** POST /api/applications/{id}/agreement: the applicant signs the text she was shown. */
export const signAgreement = ({ id, ...body }: SignAgreementRequest & { id: string }) =>
  apiFetch("POST /applications/:id/agreement", { param: { id }, json: body });

export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signAgreement,
    onSuccess: (signed, { id }) => {
      queryClient.setQueryData(applicationAgreementQuery(id).queryKey, signed);
      return queryClient.invalidateQueries({ queryKey: ["applications", "mine"] });
    },
  });
}
