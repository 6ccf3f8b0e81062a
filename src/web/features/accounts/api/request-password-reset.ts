import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** POST /api/auth/request-password-reset: e-mails a link to /reset-password. */
export const requestPasswordReset = (email: string) =>
  apiFetch("POST /auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
