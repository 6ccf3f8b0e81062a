import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VerifyEmailRequest } from "../../../../contract/accounts";
import { sessionQuery } from "../../../lib/api/session";
import { apiFetch } from "../../../lib/http";

/** POST /api/verify-email: the e-mailed link's token and the sign-up password; signs in. */
export const verifyEmail = (input: VerifyEmailRequest) =>
  apiFetch("POST /verify-email", { json: input });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VerifyEmailRequest) => {
      await verifyEmail(input);
      return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    },
  });
}
