import { betterAuth, type BetterAuthOptions, type SecondaryStorage } from "better-auth";
import { bearer, customSession, genericOAuth } from "better-auth/plugins";
import type { Kysely } from "kysely";
import { MIN_PASSWORD_LENGTH } from "../../contract/accounts";
import { isPlaceholderEmail } from "../../contract/phone";
import { isSitePath } from "../../contract/text";
import type { Config } from "../config";
import type { Dialect } from "../db/database";
import type { DB } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { RateLimitStore } from "../lib/rate-limit";
import { requestLanguage } from "../lib/request-language";
import type { Outbox } from "../mail/outbox";
import { accountRules, namedBy } from "./account-rules";
import { clearPlaceholder, findVerifiedOwner, takeBackAccount } from "./account-queries";
import { authMails } from "./auth-mails";
import { phoneSignIn } from "./phone-sign-in";
import { signInGuard } from "./sign-in-guard";
import { signInOutcome } from "./sign-in-outcome";
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

type AccountFields = NonNullable<NonNullable<BetterAuthOptions["user"]>["additionalFields"]>;

/** The account's own fields beside better-auth's; none but the names is taken from a client's body. */
const ACCOUNT_FIELDS = {
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
} satisfies AccountFields;

/** Messages are queued, then sent right away; a failed send is retried by the outbox. */
const sendNow = (mail: Outbox) => async (message: Parameters<Outbox["enqueue"]>[0]) => {
  await mail.enqueue(message);
  mail.kick();
};

export function createAuth(deps: AuthDeps) {
  const { config, db, dialect, mail, rateLimits, secondaryStorage, log } = deps;
  const mails = authMails(config);
  const send = sendNow(mail);
  const guard = signInGuard({ config, rateLimits });
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
    user: { additionalFields: ACCOUNT_FIELDS },
    databaseHooks: accountHooks(db),
    emailAndPassword: passwordAccounts(deps, mails, send),
    emailVerification: {
      sendOnSignUp: true,
      // Someone who lost the first e-mail gets a fresh link by trying to log in.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      // The link opens the site's page, which asks for the sign-up password (verify-email.ts).
      sendVerificationEmail: ({ user, token, url }) =>
        send(mails.verifyEmail(user, verificationLink(config.publicUrl, token, url))),
    },
    rateLimit: rateLimitRules(config, rateLimits),
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
        findOwner: (account) => findVerifiedOwner(db, dialect, account),
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
      ...googleSignIn(config),
    ],
  });
}

/** What happens as accounts and sessions are made: a new account's language and names, a sign-in's language. */
function accountHooks(db: Kysely<DB>): BetterAuthOptions["databaseHooks"] {
  return {
    user: {
      create: {
        // A new account reads its e-mails in the language its sign-up page was shown in.
        before: async (user, ctx) => {
          if (ctx?.path === "/phone-number/verify") await clearPlaceholder(db, user.email);
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
  };
}

/** Sign-up and sign-in with an address and a password, and its reset. */
function passwordAccounts(
  { db, dialect }: AuthDeps,
  mails: ReturnType<typeof authMails>,
  send: ReturnType<typeof sendNow>,
): BetterAuthOptions["emailAndPassword"] {
  return {
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
      const removed = await takeBackAccount(db, dialect, user.id);
      if (removed) await send(mails.signInsRemoved(user));
    },
    onExistingUserSignUp: ({ user }) => send(mails.alreadyRegistered(user)),
  };
}

/**
 * On in every environment, not only in production as better-auth would have it: the tests then
 * meet the same limits as the live site.
 */
function rateLimitRules(
  config: Config,
  rateLimits: RateLimitStore,
): BetterAuthOptions["rateLimit"] {
  const signInLimit = config.rateLimit.signInPerMinute;
  const otherLimit = accountRequestLimit(config);
  return {
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
  };
}

/** Sign-in with Google when it is set up: a generic OIDC client whose discovery address is configurable. */
function googleSignIn(config: Config) {
  if (!config.google) return [];
  return [
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
  ];
}

export type Auth = ReturnType<typeof createAuth>;
