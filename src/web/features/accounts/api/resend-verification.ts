import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/**
 * POST /api/auth/send-verification-email: another link to an unverified address, carrying
 * `next`. It answers the same whether or not the address has an unverified account; requests
 * are limited per client a minute (429).
 */
export const resendVerification = ({ email, next }: { email: string; next?: string | null }) =>
  apiFetch("POST /auth/send-verification-email", {
    json: next ? { email, callbackURL: next } : { email },
  });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
