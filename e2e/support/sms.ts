import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import type { ReceivedSms } from "../../src/server/test/sms-standin";
import { siteOrigin } from "./accounts";
import { smsDir } from "./paths";

let counter = 0;
/** An Ncell number no other test (or run) uses: 981, then 7 digits from the clock and a counter. */
export const uniqueMobile = () =>
  `981${String((Date.now() + process.pid * 7919) % 1e5).padStart(5, "0")}${String(++counter % 100).padStart(2, "0")}`;

/** Every SMS the gateway's stand-in accepted for `national` (98…) so far, oldest first. */
export function textsTo(national: string): ReceivedSms[] {
  return readdirSync(smsDir())
    .filter((name) => !name.startsWith("."))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(smsDir(), file), "utf8")) as ReceivedSms)
    .filter((sms) => sms.to === national);
}

/** The newest SMS to `national` whose text matches, waiting for it to arrive. */
export async function waitForText(national: string, pattern: RegExp, timeoutMs = 10_000) {
  let found: ReceivedSms | undefined;
  await expect
    .poll(() => (found = textsTo(national).findLast((sms) => pattern.test(sms.text))), {
      timeout: timeoutMs,
      message: `an SMS to ${national} matching ${pattern}`,
    })
    .toBeTruthy();
  return found!;
}

/** The 6-digit code in the newest code SMS to `national`, once one arrives after `since` texts. */
export async function waitForCode(national: string, since = 0) {
  await expect
    .poll(() => textsTo(national).length, { message: `a code SMS to ${national}` })
    .toBeGreaterThan(since);
  const sms = textsTo(national).at(-1)!;
  return /\b(\d{6})\b/.exec(sms.text)![1]!;
}

/** A person with a phone alone, signed up in her own browser through the texted code. */
export async function phoneAccount(
  page: Page,
  national: string,
  { firstName = "Pema", lastName = "Sherpa" } = {},
) {
  const headers = { origin: siteOrigin() };
  const before = textsTo(national).length;
  const sent = await page.request.post("/api/auth/phone-number/send-otp", {
    data: { phoneNumber: `+977${national}` },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const code = await waitForCode(national, before);
  const verified = await page.request.post("/api/auth/phone-number/verify", {
    data: { phoneNumber: `+977${national}`, code, firstName, lastName },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
