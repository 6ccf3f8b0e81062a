import { describe, expect, it } from "vitest";
import { localMobile } from "../../contract/phone";
import { textingApps } from "../test/texting-apps";
import { TEST_PASSWORD, type TestApp } from "../test/test-app";

/**
 * A forgotten password reset with a texted code (docs/product.md#sms): the code reaches the
 * owner, in her account's language; it cannot be guessed without end (codes per number from
 * every address, wrong codes per number across codes, then a pause her phone is told of once);
 * and a number without an account is answered the same.
 */
const texting = textingApps("sparrow", { SMS_QUIET_HOURS: "" });
const appWith = texting.appWith;

let next = 0;
/** A fresh NTC number in E.164. */
const newPhone = () =>
  `+977984${String(Date.now() % 1e5).padStart(5, "0")}${String(next++ % 100).padStart(2, "0")}`;

const textsTo = (e164: string, pattern: RegExp) =>
  texting.gateway.received.filter((sms) => sms.to === localMobile(e164) && pattern.test(sms.text));

/** The newest text to the number matching the pattern, once there are more than `seen`. */
async function textTo(t: TestApp, e164: string, pattern: RegExp, seen = 0) {
  for (let wait = 0; wait < 100; wait++) {
    await t.deps.mail.flush();
    const texts = textsTo(e164, pattern);
    if (texts.length > seen) return texts.at(-1)!.text;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No text to ${e164} matching ${pattern}`);
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
/** A code that is surely not this one. */
const wrong = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, "0");

const askReset = (t: TestApp, phoneNumber: string, headers: Record<string, string> = {}) =>
  t.api("POST /auth/phone-number/request-password-reset", { json: { phoneNumber }, headers });
const reset = (t: TestApp, phoneNumber: string, otp: string) =>
  t.api("POST /auth/phone-number/reset-password", {
    json: { phoneNumber, otp, newPassword: "a-new-long-password" },
  });
const verify = (t: TestApp, phoneNumber: string, code: string) =>
  t.api("POST /auth/phone-number/verify", { json: { phoneNumber, code } });
const signIn = (t: TestApp, phoneNumber: string, password: string) =>
  t.api("POST /auth/sign-in/phone-number", { json: { phoneNumber, password } });

describe("a password reset by phone", () => {
  it("texts the code in the account's language, and the code sets a new password", async () => {
    const t = await appWith();
    const phone = newPhone();
    const { user } = await t.login({ phoneNumber: phone });
    await t.db.updateTable("user").set({ language: "ne" }).where("id", "=", user.id).execute();
    const asked = await askReset(t, localMobile(phone), { "Accept-Language": "en" });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toEqual({ status: true });
    const text = await textTo(t, phone, /पासवर्ड/);
    expect(text).toContain("Sathi");

    const done = await reset(t, phone, codeIn(text));
    expect(done.status, done.text).toBe(200);
    expect((await signIn(t, phone, "a-new-long-password")).status).toBe(200);
    expect((await signIn(t, phone, TEST_PASSWORD)).status).toBe(401);
  });

  it("texts a number without an account nothing, and answers it the same", async () => {
    const t = await appWith();
    const known = newPhone();
    await t.login({ phoneNumber: known });
    const unknown = newPhone();
    const [a, b] = [await askReset(t, known), await askReset(t, unknown)];
    expect({ status: b.status, body: b.json }).toEqual({ status: a.status, body: a.json });
    await textTo(t, known, /new password/);
    expect(textsTo(unknown, /./)).toEqual([]);
  });

  it("answers a number with an account and one without in the same time", async () => {
    const t = await appWith({
      SMS_PROVIDER: "",
      RATE_LIMIT_SMS_CODES: "1000",
      RATE_LIMIT_SMS_NETWORK: "1000",
      SMS_HOURLY_BUDGET: "1000",
      SMS_DAILY_BUDGET: "1000",
    });
    const known = newPhone();
    await t.login({ phoneNumber: known });
    const ask = async (phoneNumber: string) => {
      const start = process.hrtime.bigint();
      const asked = await askReset(t, phoneNumber);
      expect(asked.status).toBe(200);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    await ask(known);
    await ask(newPhone());
    const median = (values: number[]) => values.sort((x, y) => x - y)[values.length >> 1]!;
    // Medians of interleaved calls; a busy machine gets two more rounds.
    let spread = Infinity;
    let seen = "";
    for (let round = 0; round < 3 && spread >= 0.4; round++) {
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 15; i++) {
        if (i % 2) {
          knownTimes.push(await ask(known));
          unknownTimes.push(await ask(newPhone()));
        } else {
          unknownTimes.push(await ask(newPhone()));
          knownTimes.push(await ask(known));
        }
      }
      const [k, u] = [median(knownTimes), median(unknownTimes)];
      spread = Math.abs(k - u) / Math.max(k, u);
      seen = `known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`;
    }
    expect(spread, seen).toBeLessThan(0.4);
  }, 60_000);

  it("limits codes per number from every address, sign-in and password codes together", async () => {
    const t = await appWith({ TRUST_PROXY: "true", RATE_LIMIT_SMS_CODES: "3" });
    const known = newPhone();
    await t.login({ phoneNumber: known });
    for (const phone of [known, newPhone()]) {
      const from = (network: number) => ({ "X-Forwarded-For": `10.0.${network}.7` });
      const statuses = [
        (
          await t.api("POST /auth/phone-number/send-otp", {
            json: { phoneNumber: phone },
            headers: from(1),
          })
        ).status,
      ];
      for (const network of [2, 3, 4])
        statuses.push((await askReset(t, phone, from(network))).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await askReset(t, phone, from(5))).refusal.code).toBe("TOO_MANY_CODES");
    }
  });
});

describe("wrong codes for one number", () => {
  it("pause its codes after six, across codes and whoever types them, and its owner is texted once", async () => {
    const t = await appWith();
    const phone = newPhone();
    await t.login({ phoneNumber: phone });
    await askReset(t, phone);
    const first = codeIn(await textTo(t, phone, /new password/));
    for (let i = 0; i < 3; i++)
      expect((await reset(t, phone, wrong(first))).refusal.code).toBe("INVALID_OTP");
    await askReset(t, phone);
    const second = codeIn(await textTo(t, phone, /new password/, 1));
    for (let i = 0; i < 2; i++)
      expect((await reset(t, phone, wrong(second))).refusal.code).toBe("INVALID_OTP");
    const sent = await t.api("POST /auth/phone-number/send-otp", { json: { phoneNumber: phone } });
    expect(sent.status).toBe(200);
    const third = codeIn(await textTo(t, phone, /is your Sathi code\./));

    expect((await verify(t, phone, wrong(third))).refusal.code).toBe("INVALID_OTP");
    // That was the sixth: the right codes open nothing now, and no code is sent.
    const seventh = await verify(t, phone, third);
    expect(seventh.status).toBe(429);
    expect(seventh.refusal.code).toBe("PHONE_CODES_PAUSED");
    expect(Number(seventh.headers.get("retry-after"))).toBeGreaterThan(3000);
    for (const refused of [
      await reset(t, phone, second),
      await askReset(t, phone),
      await t.api("POST /auth/phone-number/send-otp", { json: { phoneNumber: phone } }),
    ]) {
      expect(refused.status).toBe(429);
      expect(refused.refusal.code).toBe("PHONE_CODES_PAUSED");
    }
    await verify(t, phone, wrong(third));
    await t.deps.mail.flush();
    expect(textsTo(phone, /wrong codes/)).toHaveLength(1);
    expect(textsTo(phone, /new password|is your Sathi code\./)).toHaveLength(3);
    // Her password is as it was.
    expect((await signIn(t, phone, TEST_PASSWORD)).status).toBe(200);
  });

  it("pause a number without an account the same way, and text it nothing", async () => {
    const t = await appWith();
    const phone = newPhone();
    const statuses = [];
    for (const round of [0, 1]) {
      await askReset(t, phone);
      for (let i = 0; i < 3 - round; i++) {
        statuses.push((await reset(t, phone, "000000")).refusal.code);
      }
    }
    for (let i = 0; i < 2; i++) statuses.push((await reset(t, phone, "000000")).refusal.code);
    expect(statuses).toEqual([
      "INVALID_OTP",
      "INVALID_OTP",
      "INVALID_OTP",
      "INVALID_OTP",
      "INVALID_OTP",
      "INVALID_OTP",
      "PHONE_CODES_PAUSED",
    ]);
    expect((await askReset(t, phone)).refusal.code).toBe("PHONE_CODES_PAUSED");
    await t.deps.mail.flush();
    expect(textsTo(phone, /./)).toEqual([]);
  });
});
