import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";
import { PHONE_CODE_MISSES, PHONE_CODE_PAUSE_MINUTES, toNepaliMobile } from "../../contract/phone";
import type { Config } from "../config";
import type { DB } from "../db/schema";
import { clientNetwork } from "../lib/client-network";
import type { RateLimitStore } from "../lib/rate-limit";
import { asMailLanguage } from "../mail/account-language";
import type { Outbox } from "../mail/outbox";
import type { SpentBudget } from "../sms/budget";
import { CODES_PAUSED_TEXT } from "./phone-texts";

/** The paths that text a code, and those that try one. */
export const CODE_REQUESTS = new Set([
  "/phone-number/send-otp",
  "/phone-number/request-password-reset",
]);
const CODE_TRIES = new Set(["/phone-number/verify", "/phone-number/reset-password"]);

const HOUR = 3600;
/** Started by the wrong code that reaches PHONE_CODE_MISSES: the pause, and its one text. */
const PAUSE = { window: PHONE_CODE_PAUSE_MINUTES * 60, max: 1 };
const MISSES = { window: HOUR, max: PHONE_CODE_MISSES - 1 };
const pauseKey = (e164: string) => `sms-code-pause:${e164}`;

type Ctx = { path?: string; body?: unknown; headers?: Headers };

const typedNumber = (ctx: Ctx) => {
  const typed = (ctx.body as { phoneNumber?: unknown } | undefined)?.phoneNumber;
  return typeof typed === "string" ? toNepaliMobile(typed) : null;
};

const tooMany = (code: string, message: string, retryAfter: number | null) =>
  new APIError("TOO_MANY_REQUESTS", { code, message }, { "Retry-After": String(retryAfter ?? 1) });

const paused = (retryAfter: number | null) =>
  tooMany(
    "PHONE_CODES_PAUSED",
    `Too many wrong codes were typed for this number, so its codes are paused for ${PHONE_CODE_PAUSE_MINUTES} minutes`,
    retryAfter,
  );

/** 429 SMS_BUDGET_SPENT: the same for every number, known or not. */
export const budgetSpent = (spent: SpentBudget) =>
  tooMany(
    "SMS_BUDGET_SPENT",
    "This site has sent all the texts it may for now. Please try again later, or sign in with your password.",
    Math.ceil((spent.until.getTime() - Date.now()) / 1000),
  );

interface Deps {
  config: Config;
  db: Kysely<DB>;
  mail: Outbox;
  rateLimits: RateLimitStore;
  /** The request header the app sets to the caller's address. */
  clientIpHeader: string;
}

/**
 * What keeps texted codes from being guessed or from running up the SMS bill
 * (docs/product.md#sms), the same for a number with an account and one without: no code while
 * the site's SMS budget is spent; at most RATE_LIMIT_SMS_NETWORK codes an hour asked for from
 * one network; and after PHONE_CODE_MISSES wrong codes in an hour for one number, whatever
 * code and whoever typed them, its codes pause and its owner is texted once. (Each number's
 * RATE_LIMIT_SMS_CODES an hour is counted with its check, in checkPhoneBody.)
 */
export function phoneCodeLimits({ config, db, mail, rateLimits, clientIpHeader }: Deps) {
  async function refuseWhilePaused(e164: string) {
    const { allowed, retryAfter } = await rateLimits.peek(pauseKey(e164), PAUSE);
    if (!allowed) throw paused(retryAfter);
  }

  async function tellOwner(e164: string) {
    const owner = await db
      .selectFrom("user")
      .select(["language", "phoneNumberVerified"])
      .where("phoneNumber", "=", e164)
      .executeTakeFirst();
    // A number without an account was texted no code it could be told about.
    if (!owner?.phoneNumberVerified) return;
    const text = CODES_PAUSED_TEXT[asMailLanguage(owner.language)](config.site.name);
    await mail.enqueueSms({ to: e164, text, isCode: false });
    mail.kick();
  }

  const before = createAuthMiddleware(async (ctx) => {
    const e164 = typedNumber(ctx);
    // Not a number: the account rules have refused it already.
    if (!e164) return;
    await refuseWhilePaused(e164);
    if (!CODE_REQUESTS.has(ctx.path)) return;
    const spent = await mail.smsBudgetSpent();
    if (spent) throw budgetSpent(spent);
    const network = clientNetwork(ctx.headers?.get(clientIpHeader) ?? "unknown");
    const { allowed, retryAfter } = await rateLimits.consume(`sms-code-network:${network}`, {
      window: HOUR,
      max: config.rateLimit.smsCodesPerNetworkHour,
    });
    if (!allowed) {
      throw tooMany(
        "TOO_MANY_CODES_NETWORK",
        "Too many codes were asked for from your network; try again later",
        retryAfter,
      );
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned as { body?: { code?: unknown } } | undefined;
    if (returned?.body?.code !== "INVALID_OTP") return;
    const e164 = typedNumber(ctx);
    if (!e164) return;
    const missed = await rateLimits.consume(`sms-code-miss:${e164}`, MISSES);
    if (missed.allowed) return;
    // This try is answered as the wrong code it is (an after-hook cannot change the status);
    // the pause refuses the next one.
    const started = await rateLimits.consume(pauseKey(e164), PAUSE);
    if (started.allowed) await tellOwner(e164);
  });

  return {
    before: [
      {
        matcher: (ctx: Ctx) => CODE_REQUESTS.has(ctx.path ?? "") || CODE_TRIES.has(ctx.path ?? ""),
        handler: before,
      },
    ],
    after: [{ matcher: (ctx: Ctx) => CODE_TRIES.has(ctx.path ?? ""), handler: after }],
  };
}
