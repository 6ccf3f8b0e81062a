import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../config";
import type { RateLimitStore } from "../lib/rate-limit";

/**
 * Password tries for one account, named by what was typed (an e-mail address, or `phone:` and a
 * number), wherever they come from: each tier spent makes the next try wait longer (a minute,
 * then a quarter of an hour, then an hour), so guessing from many addresses stays slow
 * (docs/decisions/044-every-credential-proven.md). A try holds its place in every tier before
 * the password is checked, so tries sent at once cannot all slip past; a right one gives it back.
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

const tierKey = (account: string, index: number) => `sign-in-failures:${index}:${account}`;

export function signInGuard({
  config,
  rateLimits,
}: {
  config: Pick<Config, "authSecret">;
  rateLimits: RateLimitStore;
}) {
  const deviceMark = (account: string) =>
    createHmac("sha256", config.authSecret).update(`known-device:${account}`).digest("base64url");
  const giveBack = (account: string) =>
    Promise.all(TIERS.map((_tier, index) => rateLimits.giveBack(tierKey(account, index))));

  return {
    deviceMark,

    isKnownDevice(account: string, cookieValue: string | null | undefined): boolean {
      if (!cookieValue) return false;
      const expected = Buffer.from(deviceMark(account));
      const given = Buffer.from(cookieValue);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /**
     * Holds a place for one try in every tier: null when it may go ahead, else the seconds to
     * wait (and nothing is held).
     */
    async attempt(account: string): Promise<number | null> {
      const results = await Promise.all(
        TIERS.map((tier, index) => rateLimits.consume(tierKey(account, index), tier)),
      );
      const refused = results.filter((result) => !result.allowed);
      if (refused.length === 0) return null;
      await Promise.all(
        results.map((result, index) =>
          result.allowed ? rateLimits.giveBack(tierKey(account, index)) : undefined,
        ),
      );
      return Math.max(...refused.map((result) => result.retryAfter ?? 1));
    },

    /** The try was no wrong password (signed in, or refused for another reason): not counted. */
    notCounted: giveBack,

    /** A wrong password stays counted; true the first time in a day that it holds the account back. */
    async wrongPassword(account: string): Promise<boolean> {
      const states = await Promise.all(
        TIERS.map((tier, index) => rateLimits.peek(tierKey(account, index), tier)),
      );
      if (states.every((state) => state.allowed)) return false;
      const warn = await rateLimits.consume(`sign-in-warned:${account}`, {
        window: WARN_EVERY,
        max: 1,
      });
      return warn.allowed;
    },
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;
