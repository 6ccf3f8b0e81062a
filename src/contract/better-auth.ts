import { z } from "zod";
import {
  OAuthStartResponse,
  PasswordChangedResponse,
  PhoneCodeSentResponse,
  PhoneVerifiedResponse,
  SessionResponse,
  SignInResponse,
  SignOutResponse,
  SignUpResponse,
  StatusResponse,
} from "./accounts";

const Next = z.string().nullable().optional();

/**
 * The better-auth endpoints the site calls, and those the tests call to show what they refuse,
 * which better-auth serves itself, outside the API's router (server/auth/auth.routes.ts): their
 * bodies and responses, so the typed client knows them as it knows the router's routes
 * (decision 047).
 */
export const BETTER_AUTH_ENDPOINTS = {
  "GET /auth/get-session": { body: z.undefined(), response: SessionResponse },
  "POST /auth/sign-out": { body: z.object({}), response: SignOutResponse },
  "POST /auth/sign-in/email": {
    body: z.object({
      email: z.string(),
      password: z.string(),
      rememberMe: z.boolean().optional(),
      callbackURL: Next,
    }),
    response: SignInResponse,
  },
  "POST /auth/sign-up/email": {
    body: z.object({
      email: z.string(),
      password: z.string(),
      name: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      callbackURL: Next,
    }),
    response: SignUpResponse,
  },
  "POST /auth/sign-in/social": {
    body: z.object({ provider: z.string(), callbackURL: z.string(), errorCallbackURL: z.string() }),
    response: OAuthStartResponse,
  },
  "POST /auth/phone-number/send-otp": {
    body: z.object({ phoneNumber: z.string() }),
    response: PhoneCodeSentResponse,
  },
  "POST /auth/phone-number/verify": {
    body: z.object({
      phoneNumber: z.string(),
      code: z.string(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      updatePhoneNumber: z.boolean().optional(),
    }),
    response: PhoneVerifiedResponse,
  },
  "POST /auth/sign-in/phone-number": {
    body: z.object({ phoneNumber: z.string(), password: z.string() }),
    response: SignInResponse,
  },
  "POST /auth/request-password-reset": {
    body: z.object({ email: z.string(), redirectTo: z.string() }),
    response: StatusResponse,
  },
  "POST /auth/reset-password": {
    body: z.object({ token: z.string(), newPassword: z.string() }),
    response: StatusResponse,
  },
  "POST /auth/update-user": {
    body: z.object({
      name: z.string().optional(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      image: z.string().nullable().optional(),
    }),
    response: StatusResponse,
  },
  "POST /auth/change-password": {
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.boolean().optional(),
    }),
    response: PasswordChangedResponse,
  },
  "POST /auth/phone-number/request-password-reset": {
    body: z.object({ phoneNumber: z.string() }),
    response: StatusResponse,
  },
  "POST /auth/phone-number/reset-password": {
    body: z.object({ phoneNumber: z.string(), otp: z.string(), newPassword: z.string() }),
    response: StatusResponse,
  },
  "POST /auth/send-verification-email": {
    body: z.object({ email: z.string(), callbackURL: Next }),
    response: StatusResponse,
  },
};
