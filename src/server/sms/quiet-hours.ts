import { NEPAL_OFFSET_MS } from "../../contract/calendar";
import type { Config } from "../config";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a message that is not a code may go out: now, or at the end of the quiet hours in Nepal
 * (docs/product.md#sms). Hours run from `from` to `to`, past midnight when from > to (21-7).
 */
export function sendableAt(now: Date, quietHours: Config["sms"]["quietHours"]): Date {
  if (!quietHours) return now;
  const local = now.getTime() + NEPAL_OFFSET_MS;
  const sinceMidnight = ((local % DAY_MS) + DAY_MS) % DAY_MS;
  const hour = Math.floor(sinceMidnight / HOUR_MS);
  const { from, to } = quietHours;
  const isQuiet = from < to ? hour >= from && hour < to : hour >= from || hour < to;
  if (!isQuiet) return now;
  let wait = to * HOUR_MS - sinceMidnight;
  if (wait <= 0) wait += DAY_MS;
  return new Date(now.getTime() + wait);
}
