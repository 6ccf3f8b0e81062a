import type { Context } from "hono";
import { z } from "zod";
import { isSitePath } from "../../contract/text";
import type { AppDeps } from "../deps";
import { clientIp } from "../lib/client-ip";
import { enforceRateLimit } from "../lib/rate-limit";
import { accountRequestLimit } from "./auth";
import { trustedOrigins } from "./trusted-origins";

const ResetRequest = z.object({
  email: z.email({ error: "Enter a valid e-mail address" }).max(320),
  redirectTo: z.string().max(2000).optional(),
});

const ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
};

/** A path on this site, or an address on one of its own origins; nothing a caller names. */
function isOwnAddress(target: string, origins: string[]): boolean {
  if (target.startsWith("/")) return isSitePath(target);
  try {
    return origins.includes(new URL(target).origin);
  } catch {
    return false;
  }
}

/**
 * POST /api/auth/request-password-reset, answered before anything is looked up: a known address
 * costs a token and a queued mail, an unknown one nothing, and answering after that work would
 * tell them apart by time. The per-address work runs once the answer has gone.
 */
export function passwordResetRequest({ auth, config, rateLimits, log }: AppDeps) {
  const origins = trustedOrigins(config);
  return async (c: Context) => {
    // Thrown, the refusal reaches the app's error handler: the same `{ error, code }` 429.
    await enforceRateLimit(
      c,
      rateLimits,
      `reset:${clientIp(c, config.trustProxy)}`,
      { window: 60, max: accountRequestLimit(config) },
      "Too many attempts. Please wait a minute and try again.",
    );
    const parsed = ResetRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Enter a valid e-mail address";
      return c.json({ error: message, code: "BAD_REQUEST" }, 400);
    }
    const { email, redirectTo } = parsed.data;
    if (redirectTo !== undefined && !isOwnAddress(redirectTo, origins)) {
      return c.json({ error: "Invalid redirectURL", code: "INVALID_REDIRECT_URL" }, 403);
    }
    setImmediate(() => {
      auth.api.requestPasswordReset({ body: { email, redirectTo } }).catch((error: unknown) =>
        log.error("A password reset could not be started", {
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
    });
    return c.json(ANSWER, 200);
  };
}
