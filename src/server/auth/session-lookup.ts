import { createHmac, timingSafeEqual } from "node:crypto";
import { parse } from "hono/utils/cookie";
import type { AppDeps } from "../deps";
import { isAdminEmail } from "./auth";
import type { SessionUser } from "./session";

const BEARER = "bearer ";

/** The session token a request carries, when it is in one of the two usual forms. */
function tokenOf(
  authorization: string | undefined,
  cookie: string | undefined,
  cookieName: string,
  secret: string,
): string | undefined {
  if (authorization) {
    if (authorization.slice(0, BEARER.length).toLowerCase() !== BEARER) return undefined;
    const token = authorization.slice(BEARER.length).trim();
    // A signed or encoded token goes through better-auth's own checks.
    return token && !/[.%]/.test(token) ? token : undefined;
  }
  // Two cookies of the same name: better-auth picks one, so it decides.
  if (!cookie || cookie.split(`${cookieName}=`).length !== 2) return undefined;
  const value = parse(cookie, cookieName)[cookieName];
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(token).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? token
    : undefined;
}

/**
 * The caller of a request, read with one query in the common case: a raw bearer token or a
 * correctly signed session cookie, of a live session not yet due for renewal. better-auth's
 * getSession reaches the same answer through a request context, cookie re-signing and
 * WebCrypto: 1.4 ms for a bearer token and 0.75 ms for a cookie here, against 0.05 ms for the
 * query, on every signed-in request. Anything else (an unknown, expired or signed-out session,
 * one due for renewal, an unusual header) returns undefined and is left to better-auth, which
 * stays the one that turns a caller away or renews a session.
 */
export function createSessionLookup({ auth, db, config }: Pick<AppDeps, "auth" | "db" | "config">) {
  return async (
    authorization: string | undefined,
    cookie: string | undefined,
  ): Promise<SessionUser | undefined> => {
    const context = await auth.$context;
    const token = tokenOf(
      authorization,
      cookie,
      context.authCookies.sessionToken.name,
      context.secret,
    );
    if (!token) return undefined;
    const row = await db
      .selectFrom("session")
      .innerJoin("user", "user.id", "session.userId")
      .select(["user.id", "user.email", "user.name", "user.emailVerified", "session.expiresAt"])
      .where("session.token", "=", token)
      .executeTakeFirst();
    if (!row) return undefined;
    const expiresAt = new Date(row.expiresAt).getTime();
    const { expiresIn, updateAge } = context.sessionConfig;
    const renewFrom = expiresAt - expiresIn * 1000 + updateAge * 1000;
    const now = Date.now();
    if (!(expiresAt > now) || renewFrom <= now) return undefined;
    const emailVerified = Boolean(row.emailVerified);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      isAdmin: emailVerified && isAdminEmail(config, row.email),
    };
  };
}
