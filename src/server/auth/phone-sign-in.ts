import { APIError, createAuthMiddleware } from "better-auth/api";
import { phoneNumber } from "better-auth/plugins";
import type { Kysely } from "kysely";
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  placeholderEmail,
  toNepaliMobile,
} from "../../contract/phone";
import { isBlankText } from "../../contract/text";
import type { Config } from "../config";
import type { DB } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { RateLimitStore } from "../lib/rate-limit";
import { requestLanguage, type SiteLanguage } from "../lib/request-language";
import { asMailLanguage } from "../mail/account-language";
import type { Outbox } from "../mail/outbox";
import { SmsBudgetSpent } from "../sms/budget";
import { budgetSpent, CODE_REQUESTS, phoneCodeLimits } from "./phone-code-limits";
import { CODE_TEXT, RESET_CODE_TEXT } from "./phone-texts";

/** The paths of the phone-number plugin whose body carries a number typed by a person. */
export const PHONE_PATHS = new Set([
  "/phone-number/send-otp",
  "/phone-number/verify",
  "/sign-in/phone-number",
  "/phone-number/request-password-reset",
  "/phone-number/reset-password",
]);

/**
 * The number as the plugin keeps it: a Nepali mobile in E.164 whatever way it was typed, or a
 * 400 a person can act on. Texting a number costs money and reaches someone: each number gets
 * `RATE_LIMIT_SMS_CODES` codes an hour, sign-in and password codes together, whoever asks,
 * besides the limits of phoneCodeLimits and the per-address limit of the auth routes.
 */
export async function checkPhoneBody(
  path: string,
  body: Record<string, unknown>,
  { config, rateLimits }: { config: Config; rateLimits: RateLimitStore },
) {
  const typed = body.phoneNumber;
  const e164 = typeof typed === "string" ? toNepaliMobile(typed) : null;
  if (!e164) {
    throw new APIError("BAD_REQUEST", {
      code: "PHONE_INVALID",
      message: "Enter a Nepali mobile number: 10 digits from NTC, Ncell, SmartCell or UTL",
    });
  }
  if (CODE_REQUESTS.has(path)) {
    const { allowed, retryAfter } = await rateLimits.consume(`sms-code:${e164}`, {
      window: 3600,
      max: config.rateLimit.smsCodesPerHour,
    });
    if (!allowed) {
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { code: "TOO_MANY_CODES", message: "Too many codes sent to this number; try again later" },
        { "Retry-After": String(retryAfter) },
      );
    }
  }
  return { ...body, phoneNumber: e164 };
}

interface PhoneSignInDeps {
  config: Config;
  db: Kysely<DB>;
  mail: Outbox;
  rateLimits: RateLimitStore;
  log: Logger;
  /** The request header the app sets to the caller's address. */
  clientIpHeader: string;
}

/**
 * Sign-in and sign-up with a phone number and a texted code (docs/decisions/038-accounts-by-phone.md).
 * A number nobody has yet becomes a new account when its code is right, with an address that
 * receives nothing until she adds a real one. A forgotten password is reset with a texted code.
 */
export function phoneSignIn(deps: PhoneSignInDeps) {
  const { config, db, mail, log } = deps;

  /** Queues a code; codes go at any hour (quiet hours hold everything else): someone waits. */
  async function textCode(to: string, text: string) {
    try {
      await mail.enqueueSms({ to, text, isCode: true });
    } catch (error) {
      if (error instanceof SmsBudgetSpent) throw budgetSpent(error.spent);
      throw error;
    }
    mail.kick();
  }

  /** In the account's language, else the one the request was made in. */
  async function textResetCode(to: string, code: string, requested: SiteLanguage | undefined) {
    const owner = await db
      .selectFrom("user")
      .select("language")
      .where("phoneNumber", "=", to)
      .executeTakeFirst();
    const language = asMailLanguage(owner?.language ?? requested);
    await textCode(to, RESET_CODE_TEXT[language](config.site.name, code));
  }

  const plugin = phoneNumber({
    otpLength: PHONE_CODE_LENGTH,
    expiresIn: PHONE_CODE_MINUTES * 60,
    allowedAttempts: PHONE_CODE_TRIES,
    sendOTP: async ({ phoneNumber: to, code }, ctx) => {
      const language = requestLanguage(ctx?.headers ?? ctx?.request?.headers) ?? "en";
      await textCode(to, CODE_TEXT[language](config.site.name, code));
    },
    // Called only for a number with an account: the text is queued after the answer, so a
    // number without one is answered the same, in the same time.
    sendPasswordResetOTP: ({ phoneNumber: to, code }, ctx) => {
      const requested = requestLanguage(ctx?.headers ?? ctx?.request?.headers);
      setImmediate(() => {
        textResetCode(to, code, requested).catch((error: unknown) =>
          log.warn("A password code could not be texted", {
            reason: error instanceof Error ? error.message : String(error),
          }),
        );
      });
    },
    phoneNumberValidator: (value) => toNepaliMobile(value) === value,
    signUpOnVerification: { getTempEmail: placeholderEmail },
  });
  const limits = phoneCodeLimits(deps);
  return {
    ...plugin,
    hooks: {
      before: [
        ...plugin.hooks.before,
        ...limits.before,
        ...samePasswordWork(db),
        ...nameForNewNumber(db),
      ],
      after: limits.after,
    },
  };
}

const blank = (value: unknown) => typeof value !== "string" || isBlankText(value);

/**
 * A right code for a number with no account, sent without a name, is answered "no account yet"
 * and left unspent, so the same code with her name makes the account (docs/product.md#sms). A
 * wrong code goes on to the plugin, which answers it alike for every number: only the holder
 * of the number's code learns whether it has an account.
 */
function nameForNewNumber(db: Kysely<DB>) {
  const handler = createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const e164 = typeof body.phoneNumber === "string" ? toNepaliMobile(body.phoneNumber) : null;
    if (!e164 || body.updatePhoneNumber || typeof body.code !== "string") return;
    if (!blank(body.firstName) && !blank(body.lastName)) return;
    const owner = await db
      .selectFrom("user")
      .select("id")
      .where("phoneNumber", "=", e164)
      .executeTakeFirst();
    if (owner) return;
    // As the plugin stores it: "code:tries", under the number's identifier.
    const stored = await ctx.context.internalAdapter.findVerificationValue(
      `phone-number-otp-${e164}`,
    );
    if (!stored || stored.expiresAt < new Date()) return;
    const [code, tries] = stored.value.split(":");
    if (Number(tries ?? 0) >= PHONE_CODE_TRIES || code !== body.code) return;
    throw refusal("PHONE_NOT_REGISTERED", NOT_REGISTERED);
  });
  return [{ matcher: (ctx: { path?: string }) => ctx.path === "/phone-number/verify", handler }];
}

/** Said only to whoever holds the number's code. */
export const NOT_REGISTERED = "No account has this number yet: give your name to sign up with it";

const refusal = (code: string, message: string) => new APIError("BAD_REQUEST", { code, message });

/** The plugin's own refusal, built as the plugin builds it, so its body reads the same. */
const WRONG_NUMBER_OR_PASSWORD = {
  code: "INVALID_PHONE_NUMBER_OR_PASSWORD",
  message: "Invalid phone number or password",
};

/**
 * A phone sign-in checks a password against a hash whether or not the number has one: for a
 * number without an account or without a password, against a hash of nothing anyone knows, so
 * the answer's time does not tell which numbers have accounts with passwords.
 */
function samePasswordWork(db: Kysely<DB>) {
  let dummy: Promise<string> | undefined;
  const handler = createAuthMiddleware(async (ctx) => {
    const { phoneNumber: typed, password } = (ctx.body ?? {}) as Record<string, unknown>;
    const e164 = typeof typed === "string" ? toNepaliMobile(typed) : null;
    // Anything else the plugin refuses alike for every number.
    if (!e164 || typeof password !== "string") return;
    if (password.length > ctx.context.password.config.maxPasswordLength) return;
    const account = await db
      .selectFrom("user")
      .leftJoin("account", (join) =>
        join.onRef("account.userId", "=", "user.id").on("account.providerId", "=", "credential"),
      )
      .select("account.password")
      .where("user.phoneNumber", "=", e164)
      .executeTakeFirst();
    // The plugin checks a real password: one hash, as here.
    if (account?.password) return;
    dummy ??= ctx.context.password.hash(crypto.randomUUID());
    await ctx.context.password.verify({ hash: await dummy, password });
    throw APIError.from("UNAUTHORIZED", WRONG_NUMBER_OR_PASSWORD);
  });
  return [{ matcher: (ctx: { path?: string }) => ctx.path === "/sign-in/phone-number", handler }];
}
