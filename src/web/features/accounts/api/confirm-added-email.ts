import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionQuery } from "../../../lib/api/session";
import { apiFetch } from "../../../lib/http";

/** POST /api/me/email/confirm: the added address's link, opened in the account that added it. */
export const confirmAddedEmail = (token: string) =>
  apiFetch("POST /me/email/confirm", { json: { token } });

export function useConfirmAddedEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAddedEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}
