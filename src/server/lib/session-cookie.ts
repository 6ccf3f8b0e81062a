import { parseCookies } from "better-auth/cookies";

// better-auth's session cookie (`__Secure-` prefixed over HTTPS).
const SESSION_COOKIES = ["better-auth.session_token", "__Secure-better-auth.session_token"];

/**
 * Whether a Cookie header carries a session: what such a caller sees may be hers alone. Read
 * with better-auth's own parser, so a header it takes as a session (`session_token =v`, a tab
 * before the name) is never taken here for a visitor's without one.
 */
export function hasSessionCookie(cookie: string | undefined): boolean {
  if (cookie === undefined || !cookie.includes("session_token")) return false;
  const cookies = parseCookies(cookie);
  return SESSION_COOKIES.some((name) => cookies.has(name));
}
