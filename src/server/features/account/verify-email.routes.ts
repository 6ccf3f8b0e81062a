import { createRoute } from "@hono/zod-openapi";
import { VerifyEmailRequest } from "../../../contract/accounts";
import { OkResponse } from "../../../contract/vendor";
import type { AppDeps } from "../../deps";
import { json, jsonBody, refusal } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { findAccountToVerify, verifyEmailWithPassword } from "./verify-email";

const verifyEmail = createRoute({
  method: "post",
  path: "/verify-email",
  tags: ["Account"],
  summary:
    "Verify an e-mail address with the e-mailed link's token and the sign-up password; signs in",
  request: { body: jsonBody(VerifyEmailRequest) },
  responses: {
    200: json(OkResponse, "Verified; the session cookie is set"),
    400: refusal("INVALID_TOKEN: the link is not valid or has expired"),
    403: refusal("WRONG_PASSWORD"),
    409: refusal("ALREADY_VERIFIED"),
    429: refusal("Too many password tries on this account; see Retry-After"),
  },
});

export function verifyEmailRoutes(deps: AppDeps) {
  return createRouter().openapi(verifyEmail, async (c) => {
    const input = c.req.valid("json");
    const account = await findAccountToVerify(deps, input.token);
    // Password tries on one account are limited as sign-in's are.
    await enforceRateLimit(
      c,
      deps.rateLimits,
      `verify-email:${account.userId}`,
      { window: 60, max: deps.config.rateLimit.signInPerMinute },
      "Too many attempts. Please wait a minute and try again.",
    );
    const headers = await verifyEmailWithPassword(deps, account, input);
    for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
    return c.json({ ok: true as const }, 200);
  });
}
