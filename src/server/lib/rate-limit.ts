/** A counter per key and window: how many requests a caller may make in a minute. */
export interface RateLimitStore {
  consume(
    key: string,
    rule: { window: number; max: number },
  ): Promise<{ allowed: boolean; retryAfter: number | null }>;
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
  };
}
