import { z } from "zod";
import { ErrorResponse } from "../../contract/errors";
import { bearer, json, jsonBody, refusal } from "../lib/openapi";
import type { Router } from "../lib/router";

/**
 * better-auth serves /api/auth itself (auth.routes.ts); these entries only describe, in the
 * API document, the routes an API client needs to sign in and out. The answers list the fields
 * a client reads; better-auth may send more.
 */
const SessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable().optional(),
  isAdmin: z.boolean().optional(),
});

const SignedIn = z.object({
  token: z.string().describe("The session's bearer token: send it as `Authorization: Bearer …`"),
  user: SessionUser,
});

const tags = ["Sign-in"];

export function documentSignIn(api: Router) {
  const registry = api.openAPIRegistry;
  registry.registerPath({
    method: "post",
    path: "/auth/sign-in/email",
    tags,
    summary: "Sign in with an e-mail address and password",
    description:
      "Answers the session's `token` (also set as a cookie). The address must be verified. After 5 wrong passwords in a minute the account's sign-in pauses (`SIGN_IN_PAUSED`).",
    request: {
      body: jsonBody(
        z.object({
          email: z.string().email(),
          password: z.string(),
          rememberMe: z.boolean().optional(),
        }),
      ),
    },
    responses: {
      200: json(SignedIn, "Signed in"),
      401: refusal("Wrong address or password"),
      403: refusal("The address is not verified yet, or the request came from another site"),
      429: refusal("Too many attempts"),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/auth/phone-number/send-otp",
    tags,
    summary: "Text a 6-digit sign-in code to a Nepali mobile number",
    description:
      "The code is good for 5 minutes and 3 tries. The same answer whether the number has an account or not.",
    request: { body: jsonBody(z.object({ phoneNumber: z.string().describe("+97798XXXXXXXX") })) },
    responses: {
      200: json(z.object({ message: z.string() }), "The code is on its way"),
      400: refusal("Not a Nepali mobile number"),
      429: refusal("Too many codes for this number or from this address"),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/auth/phone-number/verify",
    tags,
    summary: "Sign in with the texted code",
    request: {
      body: jsonBody(z.object({ phoneNumber: z.string(), code: z.string().length(6) })),
    },
    responses: {
      200: json(SignedIn, "Signed in"),
      400: refusal("Wrong or expired code"),
      429: refusal("Too many attempts"),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/auth/get-session",
    tags,
    summary: "The signed-in session and its user, or null",
    security: bearer,
    responses: {
      200: json(
        z.object({ session: z.object({ expiresAt: z.string() }), user: SessionUser }).nullable(),
        "The session, or null when signed out",
      ),
    },
  });
  registry.registerPath({
    method: "post",
    path: "/auth/sign-out",
    tags,
    summary: "End this session",
    security: bearer,
    responses: {
      200: json(z.object({ success: z.boolean() }), "Signed out"),
      403: json(ErrorResponse, "The request came from another site"),
    },
  });
}
