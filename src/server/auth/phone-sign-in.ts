import { APIError } from "better-auth/api";
import { phoneNumber } from "better-auth/plugins";
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  placeholderEmail,
  toNepaliMobile,
} from "../../contract/phone";
import type { Config } from "../config";
import type { RateLimitStore } from "../lib/rate-limit";
import { requestLanguage } from "../lib/request-language";
import type { Outbox } from "../mail/outbox";

/** The paths of the phone-number plugin whose body carries a number typed by a person. */
export const PHONE_PATHS = new Set([
  "/phone-number/send-otp",
  "/phone-number/verify",
  "/sign-in/phone-number",
  "/phone-number/request-password-reset",
  "/phone-number/reset-password",
]);

const CODE_TEXT = {
  en: (site: string, code: string) =>
    `${code} is your ${site} code. It works for ${PHONE_CODE_MINUTES} minutes. Do not share it.`,
  ne: (site: string, code: string) =>
    `${code} तपाईंको ${site} कोड हो। यो ${PHONE_CODE_MINUTES} मिनेटसम्म चल्छ। कसैलाई नदिनुहोस्।`,
};

/**
 * The number as the plugin keeps it: a Nepali mobile in E.164 whatever way it was typed, or a
 * 400 a person can act on. Texting a number costs money and reaches someone: each number gets
 * `RATE_LIMIT_SMS_CODES` codes an hour, besides the per-address limit of the auth routes.
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
      message: "Enter a Nepali mobile number: 98, 97 or 96 and eight more digits",
    });
  }
  if (path === "/phone-number/send-otp") {
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

/**
 * Sign-in and sign-up with a phone number and a texted code (docs/decisions/038-accounts-by-phone.md).
 * A number nobody has yet becomes a new account when its code is right, with an address that
 * receives nothing until she adds a real one.
 */
export function phoneSignIn({ config, mail }: { config: Config; mail: Outbox }) {
  return phoneNumber({
    otpLength: PHONE_CODE_LENGTH,
    expiresIn: PHONE_CODE_MINUTES * 60,
    allowedAttempts: PHONE_CODE_TRIES,
    // Codes go at any hour (quiet hours hold everything else): someone is waiting for this one.
    sendOTP: async ({ phoneNumber: to, code }, ctx) => {
      const language = requestLanguage(ctx?.headers ?? ctx?.request?.headers) ?? "en";
      await mail.enqueueSms({
        to,
        text: CODE_TEXT[language](config.site.name, code),
        isCode: true,
      });
      mail.kick();
    },
    phoneNumberValidator: (value) => toNepaliMobile(value) === value,
    signUpOnVerification: { getTempEmail: placeholderEmail },
  });
}
