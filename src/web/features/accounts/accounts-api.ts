import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  OAuthStartResponse,
  SignInResponse,
  SignUpResponse,
  StatusResponse,
} from "../../../contract/accounts";
import { OkResponse } from "../../../contract/vendor";
import { apiFetch } from "../../lib/http";
import { sessionQuery } from "../../lib/session";

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Where the e-mailed verification link lands: back on /login, signed in, with a welcome toast. */
const VERIFIED_CALLBACK = "/login?verified=1";

/** Signs in, then reads the new session (which says whether the user is an admin). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      await apiFetch("/auth/sign-in/email", SignInResponse, { method: "POST", body: input });
      return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: ({ firstName, lastName, ...rest }: SignUpInput) =>
      apiFetch("/auth/sign-up/email", SignUpResponse, {
        method: "POST",
        body: {
          ...rest,
          firstName,
          lastName,
          name: `${firstName} ${lastName}`.trim(),
          callbackURL: VERIFIED_CALLBACK,
        },
      }),
  });
}

/** Verifies the address with the e-mailed link's token and the sign-up password; signs in. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) => {
      await apiFetch("/verify-email", OkResponse, { method: "POST", body: input });
      return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch("/auth/request-password-reset", StatusResponse, {
        method: "POST",
        body: { email, redirectTo: "/reset-password" },
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiFetch("/auth/reset-password", StatusResponse, { method: "POST", body: input }),
  });
}

/** Starts Google's OAuth round trip; the browser leaves the site and comes back to `next`. */
export async function startGoogleSignIn(next: string) {
  // The generic OIDC provider is registered as a social provider named "google".
  const { url } = await apiFetch("/auth/sign-in/social", OAuthStartResponse, {
    method: "POST",
    body: {
      provider: "google",
      callbackURL: `/login?next=${encodeURIComponent(next)}`,
      errorCallbackURL: "/login?error=google",
    },
  });
  window.location.assign(url);
}

/**
 * DELETE /api/me. The server checks the typed text as the password, or, for an account made with
 * Google (which has none), as the e-mail address. The caller forgets the session afterwards.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (secret: string) =>
      apiFetch("/me", OkResponse, { method: "DELETE", body: { password: secret, email: secret } }),
  });
}
