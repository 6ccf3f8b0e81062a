import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** POST /api/auth/reset-password: the e-mailed link's token and the new password. */
export const resetPassword = (input: { token: string; newPassword: string }) =>
  apiFetch("POST /auth/reset-password", { json: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
