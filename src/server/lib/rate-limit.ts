import type { Context } from "hono";
import type { ApiErrorCode } from "../../contract/error-codes";
import { AppError } from "./errors";
import type { Redis } from "./redis";

/** A counter per key and window: how many requests a caller may make in a minute. */
export interface RateLimitStore {
  consume(
    key: string,
    rule: { window: number; max: number },
  ): Promise<{ allowed: boolean; retryAfter: number | null }>;
  /** Whether the next `consume` would be allowed, without counting it. */
  peek(
    key: string,
    rule: { window: number; max: number },
  ): Promise<{ allowed: boolean; retryAfter: number | null }>;
  /** Takes back one request counted in the window still open (it turned out not to count). */
  giveBack(key: string): Promise<void>;
}

/**
 * Fixed windows kept in this process. Each app instance has its own (the auth library's
 * built-in memory store is one per process, shared by every app a test file builds).
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async consume(key, { window, max }) {
      const now = Date.now();
      if (windows.size > 50_000) {
        for (const [stale, entry] of windows) if (entry.resetAt <= now) windows.delete(stale);
      }
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + window * 1000 };
        windows.set(key, entry);
      }
      if (entry.count >= max) {
        return { allowed: false, retryAfter: Math.ceil((entry.resetAt - now) / 1000) };
      }
      entry.count++;
      return { allowed: true, retryAfter: null };
    },
    async peek(key, { max }) {
      const now = Date.now();
      const entry = windows.get(key);
      if (!entry || entry.resetAt <= now || entry.count < max) {
        return { allowed: true, retryAfter: null };
      }
      return { allowed: false, retryAfter: Math.ceil((entry.resetAt - now) / 1000) };
    },
    async giveBack(key) {
      const entry = windows.get(key);
      if (entry && entry.resetAt > Date.now() && entry.count > 0) entry.count--;
    },
  };
}

/**
 * Check and count in one step inside Redis, so attempts on every instance add up and
 * simultaneous requests cannot all slip past a limit. Returns {allowed, ms until reset}.
 */
const CONSUME = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[2]) then
  return {0, redis.call('PTTL', KEYS[1])}
end
if redis.call('INCR', KEYS[1]) == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return {1, 0}`;

/** One fewer in a window that is still open; a window gone stays gone. */
const GIVE_BACK = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The same fixed windows, kept in Redis and shared by every instance (REDIS_URL). */
export function createRedisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    async consume(key, { window, max }) {
      const [allowed, msLeft] = (await redis.eval(
        CONSUME,
        1,
        `rate:${key}`,
        window * 1000,
        max,
      )) as [number, number];
      if (allowed === 1) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(msLeft / 1000)) };
    },
    async peek(key, { max }) {
      const [count, msLeft] = await Promise.all([
        redis.get(`rate:${key}`),
        redis.pttl(`rate:${key}`),
      ]);
      if (Number(count ?? 0) < max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(msLeft / 1000)) };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, `rate:${key}`);
    },
  };
}

/**
 * Counts one request against `key`. Past the limit the caller gets a 429 with `message` and a
 * Retry-After saying when the window resets; the handler goes no further.
 */
export async function enforceRateLimit(
  c: Context,
  store: RateLimitStore,
  key: string,
  rule: { window: number; max: number },
  message: string,
  code: ApiErrorCode = "TOO_MANY_REQUESTS",
): Promise<void> {
  const { allowed, retryAfter } = await store.consume(key, rule);
  if (allowed) return;
  c.header("Retry-After", String(retryAfter));
  throw new AppError(429, message, code);
}
