import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../config";
import type { RateLimitStore } from "../lib/rate-limit";

/**
 * Wrong passwords for one e-mail address, wherever they come from: each tier spent makes the next
 * try wait longer (a minute, then a quarter of an hour, then an hour), so guessing from many
 * addresses stays slow (docs/decisions/044-every-credential-proven.md).
 */
const TIERS = [
  { window: 60, max: 5 },
  { window: 15 * 60, max: 10 },
  { window: 60 * 60, max: 20 },
];
/** The owner hears about it at most once a day. */
const WARN_EVERY = 24 * 60 * 60;

/**
 * A browser that signed in to the account before carries this cookie and is not held back by
 * the tiers, so a stranger's wrong guesses cannot lock the owner out of her own devices.
 */
export const KNOWN_DEVICE_COOKIE = "sathi.known-device";
export const KNOWN_DEVICE_MAX_AGE = 365 * 24 * 60 * 60;

const tierKey = (email: string, index: number) => `sign-in-failures:${index}:${email}`;

export function signInGuard({
  config,
  rateLimits,
}: {
  config: Pick<Config, "authSecret">;
  rateLimits: RateLimitStore;
}) {
  const deviceMark = (email: string) =>
    createHmac("sha256", config.authSecret).update(`known-device:${email}`).digest("base64url");

  return {
    deviceMark,

    isKnownDevice(email: string, cookieValue: string | null | undefined): boolean {
      if (!cookieValue) return false;
      const expected = Buffer.from(deviceMark(email));
      const given = Buffer.from(cookieValue);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** Seconds to wait before the next try for this address, or null when it may try now. */
    async waitFor(email: string): Promise<number | null> {
      const states = await Promise.all(
        TIERS.map((tier, index) => rateLimits.peek(tierKey(email, index), tier)),
      );
      const waits = states.filter((state) => !state.allowed).map((state) => state.retryAfter ?? 1);
      return waits.length ? Math.max(...waits) : null;
    },

    /** Counts a wrong password; true the first time in a day that it holds the address back. */
    async recordFailure(email: string): Promise<boolean> {
      const counted = await Promise.all(
        TIERS.map((tier, index) => rateLimits.consume(tierKey(email, index), tier)),
      );
      if (counted.every((result) => result.allowed)) {
        if ((await this.waitFor(email)) === null) return false;
      }
      const warn = await rateLimits.consume(`sign-in-warned:${email}`, {
        window: WARN_EVERY,
        max: 1,
      });
      return warn.allowed;
    },
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;
