import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SignInResponse } from "../../../../contract/accounts";
import { sessionQuery } from "../../../lib/api/session";
import { apiFetch } from "../../../lib/http";

/** POST /api/auth/sign-in/email. */
export const signIn = (input: { email: string; password: string }) =>
  apiFetch("/auth/sign-in/email", SignInResponse, { method: "POST", body: input });

/** Signs in, then reads the new session (which says whether the user is an admin). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      await signIn(input);
      return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    },
  });
}
