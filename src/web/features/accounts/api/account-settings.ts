import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionQuery } from "../../../lib/api/session";
import { apiFetch } from "../../../lib/http";

/** PUT /api/me/sms: texts about her requests and messages on or off. */
export const setSmsNotifications = (enabled: boolean) =>
  apiFetch("PUT /me/sms", { json: { enabled } });

export function useSetSmsNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSmsNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}

/** POST /api/me/email: a phone-only account's address and password; a link is e-mailed. */
export const addEmail = (input: { email: string; password: string }) =>
  apiFetch("POST /me/email", { json: input });

export function useAddEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}
