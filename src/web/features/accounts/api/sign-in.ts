import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionQuery } from "../../../lib/api/session";
import { apiFetch } from "../../../lib/http";

export interface SignInInput {
  email: string;
  password: string;
  /** The page to come back to: an unverified account's fresh link carries it (callbackURL). */
  next?: string | null;
}

/** POST /api/auth/sign-in/email. */
export const signIn = ({ next, ...input }: SignInInput) =>
  apiFetch("POST /auth/sign-in/email", { json: next ? { ...input, callbackURL: next } : input });

/** Signs in, then reads the new session (which says whether the user is an admin). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signIn(input);
      return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    },
  });
}
