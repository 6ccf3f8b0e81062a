import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { DeleteAccountRequest } from "../../../contract/accounts";
import { OkResponse } from "../../../contract/vendor";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/errors";
import { error, json } from "../../lib/openapi-responses";
import { createRouter } from "../../lib/router";
import { deleteAccount } from "./delete-account";

const deleteMe = createRoute({
  method: "delete",
  path: "/me",
  tags: ["Account"],
  security: [{ bearer: [] }],
  summary: "Delete the caller's account, store and adoption requests; every session ends",
  middleware: [requireUser] as const,
  request: {
    body: { content: { "application/json": { schema: DeleteAccountRequest } }, required: true },
  },
  responses: {
    200: json(OkResponse, "Deleted; the caller is signed out everywhere"),
    400: error("The password (or, without one, the e-mail address) is missing or wrong"),
    401: error("Not signed in"),
    403: error("WRONG_PASSWORD"),
    429: error("Too many tries this minute for this account; see Retry-After"),
  },
});

export function accountRoutes(deps: AppDeps) {
  /**
   * The password check would otherwise let anyone holding a session guess the password without
   * limit: every try counts, as many a minute per account as sign-in allows per address.
   */
  async function limitTries(c: Context, userId: string) {
    const { allowed, retryAfter } = await deps.rateLimits.consume(`delete-account:${userId}`, {
      window: 60,
      max: deps.config.rateLimit.signInPerMinute,
    });
    if (!allowed) {
      c.header("Retry-After", String(retryAfter));
      throw new AppError(
        429,
        "Too many tries to delete your account. Please wait a minute and try again.",
      );
    }
  }

  return createRouter().openapi(deleteMe, async (c) => {
    await limitTries(c, userOf(c).id);
    await deleteAccount(deps, userOf(c), c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  });
}
