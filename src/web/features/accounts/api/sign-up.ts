import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The page to come back to after confirming: the e-mailed link carries it (callbackURL). */
  next?: string | null;
}

/** POST /api/auth/sign-up/email: no session until the address is verified. */
export const signUp = ({ firstName, lastName, next, ...rest }: SignUpInput) =>
  apiFetch("POST /auth/sign-up/email", {
    json: {
      ...rest,
      firstName,
      lastName,
      name: `${firstName} ${lastName}`.trim(),
      ...(next && { callbackURL: next }),
    },
  });

export const useSignUp = () => useMutation({ mutationFn: signUp });
