import { useMutation } from "@tanstack/react-query";
import { SignUpResponse } from "../../../../contract/accounts";
import { apiFetch } from "../../../lib/http";

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Where the e-mailed verification link lands: back on /login, signed in, with a welcome toast. */
const VERIFIED_CALLBACK = "/login?verified=1";

/** POST /api/auth/sign-up/email: no session until the address is verified. */
export const signUp = ({ firstName, lastName, ...rest }: SignUpInput) =>
  apiFetch("/auth/sign-up/email", SignUpResponse, {
    method: "POST",
    body: {
      ...rest,
      firstName,
      lastName,
      name: `${firstName} ${lastName}`.trim(),
      callbackURL: VERIFIED_CALLBACK,
    },
  });

export const useSignUp = () => useMutation({ mutationFn: signUp });
