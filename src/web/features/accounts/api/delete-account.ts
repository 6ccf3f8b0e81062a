import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/**
 * DELETE /api/me. The server checks the typed text as the password, or, for an account made with
 * Google (which has none), as the e-mail address. The caller forgets the session afterwards.
 */
export const deleteAccount = (secret: string) =>
  apiFetch("DELETE /me", { json: { password: secret, email: secret } });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
