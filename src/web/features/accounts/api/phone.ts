import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sessionQuery } from "../../../lib/api/session";
import { apiFetch } from "../../../lib/http";

/** POST /api/auth/phone-number/send-otp: texts a 6-digit code, good for 5 minutes and 3 tries. */
export const sendPhoneCode = (phoneNumber: string) =>
  apiFetch("POST /auth/phone-number/send-otp", { json: { phoneNumber } });

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });

export interface VerifyPhoneInput {
  phoneNumber: string;
  code: string;
  /** A sign-up's names: a number with no account becomes one only with them. */
  firstName?: string;
  lastName?: string;
  /** Signed in already: the number is added to her account instead of signing in. */
  updatePhoneNumber?: boolean;
}

/** POST /api/auth/phone-number/verify. */
export const verifyPhone = (input: VerifyPhoneInput) =>
  apiFetch("POST /auth/phone-number/verify", { json: input });

/** POST /api/auth/sign-in/phone-number: the number and the account's password. */
export const signInWithPhone = (input: { phoneNumber: string; password: string }) =>
  apiFetch("POST /auth/sign-in/phone-number", { json: input });

/** Either way of signing in by phone, then the fresh session (as useSignIn). */
export function usePhoneSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      input:
        | { kind: "code"; verify: VerifyPhoneInput }
        | { kind: "password"; phoneNumber: string; password: string },
    ) => {
      if (input.kind === "code") await verifyPhone(input.verify);
      else await signInWithPhone(input);
      return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    },
  });
}

/** Adds a verified number to the signed-in account, then reads the session again. */
export function useAddPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { phoneNumber: string; code: string }) => {
      await verifyPhone({ ...input, updatePhoneNumber: true });
      return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    },
  });
}
