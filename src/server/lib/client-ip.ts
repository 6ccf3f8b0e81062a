import type { Context } from "hono";

/**
 * The caller's address: the first X-Forwarded-For hop when TRUST_PROXY says our own proxy
 * sets it, otherwise the TCP peer. In-process requests (tests) have no socket: loopback.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "127.0.0.1";
}
