import { createRoute } from "@hono/zod-openapi";
import { DeleteAccountRequest } from "../../../contract/accounts";
import { OkResponse } from "../../../contract/vendor";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { deleteAccount } from "./delete-account";

const deleteMe = createRoute({
  method: "delete",
  path: "/me",
  tags: ["Account"],
  security: bearer,
  summary: "Delete the caller's account, store and adoption requests; every session ends",
  middleware: [requireUser] as const,
  request: { body: jsonBody(DeleteAccountRequest) },
  responses: {
    200: json(OkResponse, "Deleted; the caller is signed out everywhere"),
    400: refusal("The password (or, without one, the e-mail address) is missing or wrong"),
    401: refusal("Not signed in"),
    403: refusal("WRONG_PASSWORD"),
    429: refusal("Too many tries this minute for this account; see Retry-After"),
  },
});

export function accountRoutes(deps: AppDeps) {
  return createRouter().openapi(deleteMe, async (c) => {
    // The password check would otherwise let anyone holding a session guess the password without
    // limit: every try counts, as many a minute per account as sign-in allows per address.
    await enforceRateLimit(
      c,
      deps.rateLimits,
      `delete-account:${userOf(c).id}`,
      { window: 60, max: deps.config.rateLimit.signInPerMinute },
      "Too many tries to delete your account. Please wait a minute and try again.",
    );
    await deleteAccount(deps, userOf(c), c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  });
}
