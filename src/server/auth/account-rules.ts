import { APIError, createAuthMiddleware } from "better-auth/api";
import type { BASE_ERROR_CODES } from "better-auth";
import { isReservedEmail, MIN_PASSWORD_LENGTH } from "../../contract/accounts";
import type { ApiErrorCode } from "../../contract/error-codes";
import { CONTROL_CHARACTERS, isBlankText, withoutBidiControls } from "../../contract/text";
import type { Config } from "../config";
import type { RateLimitStore } from "../lib/rate-limit";
import { checkPhoneBody, NOT_REGISTERED, PHONE_PATHS } from "./phone-sign-in";
import { KNOWN_DEVICE_COOKIE, type SignInGuard } from "./sign-in-guard";

const MAX_NAME_LENGTH = 100;
/** A picture is an https address or one of the site's own stored files, never a script URL. */
const SITE_FILE = /^\/f\/(?!.*\.\.)[\w./-]{1,500}$/;

function isAllowedImage(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== "string") return false;
  if (SITE_FILE.test(value)) return true;
  try {
    return value.length <= 2048 && new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * Sign-up needs a first and a last name and a password of at least 8 characters; every
 * account field has bounds, with messages a person can act on. A name with control
 * characters is refused here: PostgreSQL cannot store a NUL, and better-auth would answer only
 * "Failed to create user".
 */
type AuthErrorCode = keyof typeof BASE_ERROR_CODES;

/** A refusal of ours inside the auth library's routes, with a code the web translates. */
const refusal = (code: ApiErrorCode | AuthErrorCode, message: string) =>
  new APIError("BAD_REQUEST", { message, code });

const typedEmail = (body: unknown) => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : null;
};

/** Whose password a sign-in tries: the typed address, or the number (in E.164 by then). */
export function triedAccount(path: string | undefined, body: unknown): string | null {
  if (path === "/sign-in/email") return typedEmail(body);
  if (path !== "/sign-in/phone-number") return null;
  const number = (body as { phoneNumber?: unknown } | null)?.phoneNumber;
  return typeof number === "string" ? `phone:${number}` : null;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Holds this try's place against the account's tiers, or refuses it (sign-in-guard.ts). */
async function holdTry(ctx: HookContext, guard: SignInGuard, account: string) {
  if (guard.isKnownDevice(account, ctx.getCookie(KNOWN_DEVICE_COOKIE))) return;
  const wait = await guard.attempt(account);
  if (wait === null) return;
  throw new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "SIGN_IN_PAUSED",
      message:
        "Too many wrong passwords for this account. Wait a little and try again, or reset your password.",
    },
    { "Retry-After": String(wait) },
  );
}

export const accountRules = (deps: {
  config: Config;
  rateLimits: RateLimitStore;
  guard: SignInGuard;
}) =>
  createAuthMiddleware(async (ctx) => {
    // The phone plugin's own hook reads `"phoneNumber" in body` and fails (500) on a string body.
    const { body: sent } = ctx;
    if (sent !== undefined && sent !== null && (typeof sent !== "object" || Array.isArray(sent))) {
      throw refusal("BAD_REQUEST", "The body must be a JSON object");
    }
    // A changed password ends every other session, as a reset ends all of them.
    if (ctx.path === "/change-password") {
      return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
    }
    if (PHONE_PATHS.has(ctx.path)) {
      const body = checkedNames(
        await checkPhoneBody(ctx.path, (ctx.body ?? {}) as Record<string, unknown>, deps),
      );
      const account = triedAccount(ctx.path, body);
      if (account) await holdTry(ctx, deps.guard, account);
      return { context: { body } };
    }
    if (ctx.path === "/sign-in/email") {
      const email = typedEmail(ctx.body);
      if (!email) return;
      // A phone account's placeholder never signs in by e-mail (the library's own refusal).
      if (isReservedEmail(email)) {
        throw APIError.from("UNAUTHORIZED", {
          code: "INVALID_EMAIL_OR_PASSWORD",
          message: "Invalid email or password",
        });
      }
      await holdTry(ctx, deps.guard, email);
      return;
    }
    if (ctx.path !== "/sign-up/email" && ctx.path !== "/update-user") return;
    const body = checkedNames((ctx.body ?? {}) as Record<string, unknown>);
    if (ctx.path !== "/sign-up/email") return { context: { body } };
    const email = typedEmail(body);
    if (email && isReservedEmail(email)) {
      throw refusal(
        "EMAIL_RESERVED",
        "This address cannot receive e-mail. Enter your own e-mail address, or sign up with your phone number.",
      );
    }
    const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";
    if (blank(body.firstName)) throw refusal("FIRST_NAME_REQUIRED", "First name is required");
    if (blank(body.lastName)) throw refusal("LAST_NAME_REQUIRED", "Last name is required");
    if (typeof body.password === "string" && body.password.length < MIN_PASSWORD_LENGTH) {
      throw refusal(
        "PASSWORD_TOO_SHORT",
        `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
      );
    }
    return { context: { body } };
  });

/**
 * The body with its names checked, and bidirectional controls taken out of them: a name is shown
 * to the other side of a conversation, where U+202E would turn the text around it.
 */
function checkedNames(sent: Record<string, unknown>): Record<string, unknown> {
  const body = { ...sent };
  for (const field of ["name", "firstName", "lastName"]) {
    const typed = body[field];
    if (typed === undefined || typed === null) continue;
    // Anything but text would reach the database as it is.
    if (typeof typed !== "string") throw refusal("BAD_REQUEST", "Names are text");
    // A name that shows nothing is no name: it is refused where a name is needed.
    const value = isBlankText(typed) ? "" : withoutBidiControls(typed);
    body[field] = value;
    if (CONTROL_CHARACTERS.test(value)) {
      throw refusal(
        "NAME_CONTROL_CHARACTERS",
        "Names can hold letters, spaces and punctuation, not control characters",
      );
    }
    // The full name is the first and last name together.
    const limit = field === "name" ? MAX_NAME_LENGTH * 2 + 1 : MAX_NAME_LENGTH;
    if (value.length > limit) {
      throw refusal("NAME_TOO_LONG", `Names can be at most ${MAX_NAME_LENGTH} characters`);
    }
  }
  if (!isAllowedImage(body.image)) {
    throw refusal(
      "PICTURE_NOT_ALLOWED",
      "The picture must be an https:// address or a file of this site",
    );
  }
  return body;
}

/**
 * A new account made by verifying a phone number takes the first and last name the sign-up
 * form sent with the code; without them the number belongs to nobody yet (phone-sign-in.ts says
 * so first, keeping the code).
 */
export function namedBy(user: Record<string, unknown>) {
  const first = typeof user.firstName === "string" ? user.firstName.trim() : "";
  const last = typeof user.lastName === "string" ? user.lastName.trim() : "";
  if (!first || !last) {
    throw refusal("PHONE_NOT_REGISTERED", NOT_REGISTERED);
  }
  return { firstName: first, lastName: last, name: `${first} ${last}` };
}
