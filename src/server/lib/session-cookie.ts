// better-auth's session cookie (`__Secure-` prefixed over HTTPS).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Whether a Cookie header carries a session: what such a caller sees may be hers alone. */
export const hasSessionCookie = (cookie: string | undefined) =>
  cookie !== undefined && SESSION_COOKIE.test(cookie);
