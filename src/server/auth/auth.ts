import { betterAuth, type BASE_ERROR_CODES, type SecondaryStorage } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer, customSession, genericOAuth } from "better-auth/plugins";
import type { Kysely } from "kysely";
import { isReservedEmail, MIN_PASSWORD_LENGTH } from "../../contract/accounts";
import type { ApiErrorCode } from "../../contract/error-codes";
import { isPlaceholderEmail } from "../../contract/phone";
import {
  CONTROL_CHARACTERS,
  isBlankText,
  isSitePath,
  withoutBidiControls,
} from "../../contract/text";
import type { Config } from "../config";
import type { Dialect } from "../db/database";
import type { DB } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { RateLimitStore } from "../lib/rate-limit";
import { requestLanguage } from "../lib/request-language";
import type { Outbox } from "../mail/outbox";
import { authMails } from "./auth-mails";
import { checkPhoneBody, NOT_REGISTERED, PHONE_PATHS, phoneSignIn } from "./phone-sign-in";
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE,
  signInGuard,
  type SignInGuard,
} from "./sign-in-guard";
import { trustedOrigins } from "./trusted-origins";

/** Set by the app from the connection (or a trusted proxy); any client-sent value is replaced. */
export const CLIENT_IP_HEADER = "x-sathi-client-ip";

interface AuthDeps {
  config: Config;
  db: Kysely<DB>;
  dialect: Dialect;
  mail: Outbox;
  rateLimits: RateLimitStore;
  /** Redis when several instances run (REDIS_URL): session lookups shared by all of them. */
  secondaryStorage?: SecondaryStorage;
  log: Logger;
}

export const isAdminEmail = (config: Config, email: string) =>
  config.adminEmails.includes(email.toLowerCase());

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
function triedAccount(path: string | undefined, body: unknown): string | null {
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

const accountRules = (deps: Pick<AuthDeps, "config" | "rateLimits"> & { guard: SignInGuard }) =>
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

type Owner = { email: string; name: string; language: string };

/**
 * After a sign-in with a password (e-mail or phone): a wrong password stays counted against the
 * account (its owner is told once a day, by mail when she has a verified address, when that
 * holds it back); anything else gives its place back, and a right one marks this browser as
 * the owner's.
 */
const signInOutcome = ({
  config,
  guard,
  findOwner,
  notify,
}: {
  config: Config;
  guard: SignInGuard;
  findOwner: (account: string) => Promise<Owner | null>;
  notify: (owner: Owner) => Promise<void>;
}) =>
  createAuthMiddleware(async (ctx) => {
    const account = triedAccount(ctx.path, ctx.body);
    if (!account) return;
    const isKnown = guard.isKnownDevice(account, ctx.getCookie(KNOWN_DEVICE_COOKIE));
    const returned = ctx.context.returned;
    if (returned instanceof APIError && returned.statusCode === 401) {
      if (isKnown || !(await guard.wrongPassword(account))) return;
      const owner = await findOwner(account);
      if (owner) await notify(owner);
      return;
    }
    if (!isKnown) await guard.notCounted(account);
    if (returned instanceof APIError) return;
    ctx.setCookie(KNOWN_DEVICE_COOKIE, guard.deviceMark(account), {
      httpOnly: true,
      sameSite: "lax",
      secure: config.publicUrl.startsWith("https://"),
      path: "/api/auth",
      maxAge: KNOWN_DEVICE_MAX_AGE,
    });
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
function namedBy(user: Record<string, unknown>) {
  const first = typeof user.firstName === "string" ? user.firstName.trim() : "";
  const last = typeof user.lastName === "string" ? user.lastName.trim() : "";
  if (!first || !last) {
    throw refusal("PHONE_NOT_REGISTERED", NOT_REGISTERED);
  }
  return { firstName: first, lastName: last, name: `${first} ${last}` };
}

/**
 * The verification e-mail's link: the site's page with the token and, as `next`, the page the
 * person was on when she signed up, signed in or asked again (better-auth's callbackURL, in
 * its own `url`), so confirming takes her back to it. Only a path on this site is kept.
 */
export function verificationLink(publicUrl: string, token: string, authUrl: string): string {
  const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  let next: string | null = null;
  try {
    next = new URL(authUrl).searchParams.get("callbackURL");
  } catch {
    // Not an address: no next.
  }
  return next && next !== "/" && isSitePath(next)
    ? `${link}&next=${encodeURIComponent(next)}`
    : link;
}

/** Sign-ups, reset and verification requests allowed per minute per client address. */
export const accountRequestLimit = (config: Config) =>
  Math.max(10, config.rateLimit.signInPerMinute * 2);

export function createAuth({
  config,
  db,
  dialect,
  mail,
  rateLimits,
  secondaryStorage,
  log,
}: AuthDeps) {
  const mails = authMails(config);
  // Messages are queued, then sent right away; a failed send is retried by the outbox.
  const send = async (message: Parameters<Outbox["enqueue"]>[0]) => {
    await mail.enqueue(message);
    mail.kick();
  };
  const guard = signInGuard({ config, rateLimits });
  const yes = dialect === "postgres" ? true : 1;
  const signInLimit = config.rateLimit.signInPerMinute;
  const otherLimit = accountRequestLimit(config);

  /**
   * Marks the address proved and removes the number and identities it had before: whoever added
   * them had not proved the address. Answers whether anything was removed.
   */
  async function takeBackAccount(userId: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom("user")
        .select("phoneNumber")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("user")
        .set({
          emailVerified: yes,
          phoneNumber: null,
          phoneNumberVerified: null,
          pendingEmail: null,
        })
        .where("id", "=", userId)
        .execute();
      const identities = await trx
        .deleteFrom("account")
        .where("userId", "=", userId)
        .where("providerId", "!=", "credential")
        .executeTakeFirst();
      return before.phoneNumber !== null || Number(identities.numDeletedRows) > 0;
    });
  }

  /**
   * A new phone account's placeholder address may be held by an account that signed up with it
   * by e-mail before such sign-ups were refused; one that never proved anything owns nothing and
   * goes, anything else is refused rather than failing on the unique address.
   */
  async function clearPlaceholder(email: string) {
    const holder = await db
      .selectFrom("user")
      .select(["id", "emailVerified", "phoneNumberVerified"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!holder) return;
    if (holder.emailVerified || holder.phoneNumberVerified) {
      throw new APIError("CONFLICT", {
        code: "CONFLICT",
        message: "This number already has an account",
      });
    }
    await db.deleteFrom("session").where("userId", "=", holder.id).execute();
    await db.deleteFrom("account").where("userId", "=", holder.id).execute();
    await db.deleteFrom("user").where("id", "=", holder.id).execute();
  }

  return betterAuth({
    appName: config.site.name,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    // Verifying takes the password too (POST /api/verify-email), never the link alone.
    disabledPaths: ["/verify-email"],
    secret: config.authSecret,
    database: { db, type: dialect === "postgres" ? "postgres" : "sqlite" },
    // Sessions and single-use tokens are also kept in the database, so a Redis restart
    // (it keeps nothing on disk) signs nobody out and breaks no e-mailed link.
    ...(secondaryStorage && {
      secondaryStorage,
      session: { storeSessionInDatabase: true },
      verification: { storeInDatabase: true },
    }),
    trustedOrigins: trustedOrigins(config),
    logger: {
      level: "error",
      log: (level, message) => log[level](`auth: ${message}`),
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        // The language of the account's e-mails (docs/product.md#messages). Never taken from a
        // client's body: set from the request's language below, changed by PUT /api/me/language.
        language: { type: "string", required: false, input: false, defaultValue: "en" },
        // Texts about her requests and messages (docs/product.md#sms); PUT /api/me/sms sets it.
        smsNotifications: { type: "boolean", required: false, input: false, defaultValue: true },
        // An address a phone account added, until its link is opened in that account
        // (features/accounts/added-email.ts). Never taken from a client's body.
        pendingEmail: { type: "string", required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // A new account reads its e-mails in the language its sign-up page was shown in.
          before: async (user, ctx) => {
            if (ctx?.path === "/phone-number/verify") await clearPlaceholder(user.email);
            return {
              data: {
                ...user,
                ...(ctx?.path === "/phone-number/verify" && namedBy(user)),
                language: requestLanguage(ctx?.headers ?? ctx?.request?.headers) ?? "en",
              },
            };
          },
        },
      },
      session: {
        create: {
          // Signing in keeps the page's language: the one on screen wins over the account's.
          after: async (session, ctx) => {
            const language = requestLanguage(ctx?.headers ?? ctx?.request?.headers);
            if (!language) return;
            const user = await db
              .selectFrom("user")
              .select("language")
              .where("id", "=", session.userId)
              .executeTakeFirst();
            if (!user || user.language === language || !ctx) return;
            // Through the auth library, which also updates the sessions kept in Redis.
            await ctx.context.internalAdapter.updateUser(session.userId, { language });
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => send(mails.resetPassword(user, url)),
      // The reset link reached the address, which proves it: an account someone else signed up
      // with it is now the owner's, with her password and no other session, and without any
      // number or identity added before she proved it (docs/decisions/044-every-credential-proven.md).
      onPasswordReset: async ({ user }, request) => {
        // A reset by texted code (the phone plugin calls this too) proves the number, not an address.
        const byPhone = request?.url.includes("/phone-number/") ?? false;
        if (byPhone || user.emailVerified || isPlaceholderEmail(user.email)) return;
        const removed = await takeBackAccount(user.id);
        if (removed) await send(mails.signInsRemoved(user));
      },
      onExistingUserSignUp: ({ user }) => send(mails.alreadyRegistered(user)),
    },
    emailVerification: {
      sendOnSignUp: true,
      // Someone who lost the first e-mail gets a fresh link by trying to log in.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      // The link opens the site's page, which asks for the sign-up password (verify-email.ts).
      sendVerificationEmail: ({ user, token, url }) =>
        send(mails.verifyEmail(user, verificationLink(config.publicUrl, token, url))),
    },
    rateLimit: {
      // On in every environment, not only in production as better-auth would have it: the
      // tests then meet the same limits as the live site.
      enabled: true,
      customStorage: rateLimits,
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: signInLimit },
        "/sign-up/email": { window: 60, max: otherLimit },
        "/send-verification-email": { window: 60, max: otherLimit },
        "/sign-in/phone-number": { window: 60, max: signInLimit },
        "/phone-number/send-otp": { window: 60, max: otherLimit },
        "/phone-number/verify": { window: 60, max: otherLimit },
        "/phone-number/request-password-reset": { window: 60, max: otherLimit },
        "/phone-number/reset-password": { window: 60, max: otherLimit },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin and CSRF checks when NODE_ENV is test: said explicitly, the
      // tests run the same checks as production.
      disableOriginCheck: false,
    },
    hooks: {
      before: accountRules({ config, rateLimits, guard }),
      after: signInOutcome({
        config,
        guard,
        findOwner: (account) =>
          db
            .selectFrom("user")
            .select(["email", "name", "language"])
            .where(
              account.startsWith("phone:") ? "phoneNumber" : "email",
              "=",
              account.replace(/^phone:/, ""),
            )
            .where("emailVerified", "=", yes)
            .executeTakeFirst()
            .then((user) => user ?? null),
        notify: (user) => send(mails.failedSignIns(user)),
      }),
    },
    plugins: [
      bearer(),
      phoneSignIn({ config, db, mail, rateLimits, log, clientIpHeader: CLIENT_IP_HEADER }),
      customSession(async ({ user, session }) => ({
        session,
        user: { ...user, isAdmin: user.emailVerified && isAdminEmail(config, user.email) },
      })),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  // A generic OIDC client with a configurable discovery address, so the round
                  // trip can be tested against a local provider (Google's is the default).
                  providerId: "google",
                  name: "Google",
                  discoveryUrl: config.google.discoveryUrl,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  mapProfileToUser: (profile) => ({
                    firstName: typeof profile.given_name === "string" ? profile.given_name : null,
                    lastName: typeof profile.family_name === "string" ? profile.family_name : null,
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
