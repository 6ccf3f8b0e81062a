import { describe, expect, it } from "vitest";
import { localMobile } from "../../contract/phone";
import { createDatabase } from "../db/database";
import { makeUser } from "../db/factories";
import { createLogger } from "../lib/logger";
import { createMailer } from "../mail/mailer";
import { createOutbox } from "../mail/outbox";
import { textingApps } from "../test/texting-apps";
import { type TestApp } from "../test/test-app";
import { budgetNotice } from "./budget-notice";
import { createSmsGateway } from "./gateway";

/**
 * What keeps someone from running up the site's SMS bill (docs/product.md#sms): a budget for
 * the hour and the day, counted in the database for every instance, past which codes are
 * refused and other texts wait, the admins told once; codes per network.
 */
const texting = textingApps("aakash", { SMS_QUIET_HOURS: "" });
const appWith = texting.appWith;

let next = 0;
/** A fresh NTC number in E.164. */
const newPhone = () =>
  `+977985${String(Date.now() % 1e5).padStart(5, "0")}${String(next++ % 100).padStart(2, "0")}`;
const receivedBy = (e164: string) =>
  texting.gateway.received.filter((sms) => sms.to === localMobile(e164));

const askCode = (t: TestApp, phoneNumber: string, headers: Record<string, string> = {}) =>
  t.api("POST /auth/phone-number/send-otp", { json: { phoneNumber }, headers });
const askReset = (t: TestApp, phoneNumber: string, headers: Record<string, string> = {}) =>
  t.api("POST /auth/phone-number/request-password-reset", { json: { phoneNumber }, headers });

const mailsTo = (t: TestApp, email: string) =>
  t.db
    .selectFrom("mail_outbox")
    .select(["subject", "text"])
    .where("channel", "=", "mail")
    .where("recipient", "=", email)
    .execute();

describe("the SMS budget", () => {
  it("refuses codes once the hour's texts are spent, alike for numbers with and without accounts", async () => {
    const t = await appWith({ SMS_HOURLY_BUDGET: "3" });
    for (let i = 0; i < 3; i++) expect((await askCode(t, newPhone())).status).toBe(200);
    const known = newPhone();
    await t.login({ phoneNumber: known });
    const refusals = [
      await askCode(t, newPhone()),
      await askReset(t, known),
      await askReset(t, newPhone()),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(429);
      expect(refused.refusal).toMatchObject({ code: "SMS_BUDGET_SPENT" });
      expect(refused.refusal.error).toMatch(/try again later/);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
    }
    expect(refusals[2]!.json).toEqual(refusals[1]!.json);
    await t.deps.mail.flush();
    expect(receivedBy(known)).toEqual([]);
  });

  it("holds other texts in the outbox while it is spent, and sends them in the next hour", async () => {
    // News texts may spend three quarters of the budget: two of three.
    const t = await appWith({ SMS_HOURLY_BUDGET: "3" });
    const phone = newPhone();
    for (const text of ["one", "two", "three"]) {
      await t.deps.mail.enqueueSms({ to: phone, text: `Kali: ${text}`, isCode: false });
    }
    expect(await t.deps.mail.flush()).toBe(2);
    expect(receivedBy(phone).map((sms) => sms.text)).toEqual(["Kali: one", "Kali: two"]);
    const [held] = await t.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("recipient", "=", phone)
      .where("status", "<>", "sent")
      .execute();
    expect(held).toMatchObject({ text: "Kali: three", status: "pending", attempts: 0 });
    const nextHour = Date.parse(held!.next_attempt_at);
    expect(nextHour).toBeGreaterThan(Date.now());
    expect(nextHour).toBeLessThanOrEqual(Date.now() + 3_600_000);
    // The next hour: a budget of its own, and the wait is over.
    await t.db.deleteFrom("sms_budget").where("period", "like", "h:%").execute();
    await t.db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", held!.id)
      .execute();
    expect(await t.deps.mail.flush()).toBe(1);
    expect(receivedBy(phone).map((sms) => sms.text)).toContain("Kali: three");
  });

  it("mails each verified admin once an hour it is spent, however often it refuses", async () => {
    const t = await appWith({
      SMS_HOURLY_BUDGET: "1",
      ADMIN_EMAILS: "admin@sathi.test,boss@sathi.test",
    });
    await t.loginAdmin();
    // Listed, but nobody proved the address: not an admin, and told nothing.
    await makeUser(t.deps, { email: "boss@sathi.test", emailVerified: false });
    expect((await askCode(t, newPhone())).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await askCode(t, newPhone())).status).toBe(429);
    for (let i = 0; i < 2; i++) {
      await t.deps.mail.enqueueSms({ to: newPhone(), text: "Kali: news", isCode: false });
    }
    await t.deps.mail.flush();
    const mails = await mailsTo(t, "admin@sathi.test");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Sathi: the SMS budget for this hour is spent");
    expect(mails[0]!.text).toContain("SMS_HOURLY_BUDGET");
    expect(mails[0]!.text).toContain("http://localhost:3000/admin");
    expect(await mailsTo(t, "boss@sathi.test")).toEqual([]);
  });

  it("has a daily budget too, told of once for the day", async () => {
    const t = await appWith({ SMS_HOURLY_BUDGET: "10", SMS_DAILY_BUDGET: "2" });
    await t.loginAdmin();
    for (let i = 0; i < 2; i++) expect((await askCode(t, newPhone())).status).toBe(200);
    const refused = await askCode(t, newPhone());
    expect(refused.refusal.code).toBe("SMS_BUDGET_SPENT");
    // Until the end of the day in Nepal, not of the hour.
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(86_400);
    await askCode(t, newPhone());
    const mails = await mailsTo(t, "admin@sathi.test");
    expect(mails.map((mail) => mail.subject)).toEqual(["Sathi: the SMS budget for today is spent"]);
  });

  it("holds across instances: two outboxes sending at once send no more than the budget", async () => {
    // Three quarters of 8 for news texts.
    const t = await appWith({ SMS_HOURLY_BUDGET: "8" });
    const second = createDatabase(t.config.database);
    const log = createLogger("silent");
    const outboxes = [t.db, second.db].map((db) =>
      createOutbox(
        db,
        {
          mailer: createMailer(t.config.mail, log),
          sms: createSmsGateway(t.config.sms, log),
          quietHours: null,
          smsBudget: { limits: t.config.sms.budget, notice: budgetNotice(db, t.config) },
        },
        log,
      ),
    );
    try {
      const phones = Array.from({ length: 12 }, newPhone);
      for (const [i, phone] of phones.entries()) {
        await t.deps.mail.enqueueSms({ to: phone, text: `News ${i}`, isCode: false });
      }
      const sent = await Promise.all(
        outboxes.flatMap((outbox) => [outbox.flush(), outbox.flush()]),
      );
      expect(sent[0]! + sent[2]!).toBe(6);
      expect(phones.flatMap(receivedBy)).toHaveLength(6);
    } finally {
      for (const outbox of outboxes) await outbox.stop();
      await second.close();
    }
  });

  it("is shown to the admin: this hour, today and this month against the budgets", async () => {
    const t = await appWith();
    for (let i = 0; i < 2; i++) await askCode(t, newPhone());
    await t.deps.mail.enqueueSms({ to: newPhone(), text: "Kali: news", isCode: false });
    await t.deps.mail.flush();
    const admin = await t.loginAdmin();
    const usage = await t.api("GET /admin/sms", { headers: admin.headers });
    expect(usage.status).toBe(200);
    const nepal = new Date(Date.now() + (5 * 60 + 45) * 60_000);
    const days = new Date(
      Date.UTC(nepal.getUTCFullYear(), nepal.getUTCMonth() + 1, 0),
    ).getUTCDate();
    expect(usage.json).toEqual({
      hour: { sent: 3, budget: 60 },
      today: { sent: 3, budget: 300 },
      month: { sent: 3, budget: 300 * days },
    });
  });
});

describe("codes per network", () => {
  it("are limited per IPv4 /24 and IPv6 /64 (RATE_LIMIT_SMS_NETWORK an hour), whatever the numbers", async () => {
    const t = await appWith({ TRUST_PROXY: "true", RATE_LIMIT_SMS_NETWORK: "3" });
    const from = (address: string) => ({ "X-Forwarded-For": address });
    const statuses = async (asks: [typeof askCode | typeof askReset, string][]) => {
      const answers = [];
      for (const [ask, address] of asks) answers.push(await ask(t, newPhone(), from(address)));
      // A refusal's code, or the status of what was not refused (its body has no code).
      return answers.map((answer) => (answer.status === 200 ? answer.status : answer.refusal.code));
    };
    expect(
      await statuses([
        [askCode, "203.0.113.5"],
        [askReset, "203.0.113.77"],
        [askCode, "203.0.113.200"],
        [askCode, "203.0.113.9"],
        [askCode, "198.51.100.1"],
      ]),
    ).toEqual([200, 200, 200, "TOO_MANY_CODES_NETWORK", 200]);
    expect(
      await statuses([
        [askCode, "2001:db8:1:2::1"],
        [askCode, "2001:db8:1:2:ffff::9"],
        [askReset, "2001:db8:1:2:abcd::1"],
        [askCode, "2001:db8:1:2::77"],
        [askCode, "2001:db8:1:3::1"],
      ]),
    ).toEqual([200, 200, 200, "TOO_MANY_CODES_NETWORK", 200]);
  });
  it("keeps a quarter of the hour's texts for codes: news set off by one account cannot lock phone accounts out", async () => {
    const t = await appWith({ SMS_HOURLY_BUDGET: "4" });
    const phones = Array.from({ length: 5 }, newPhone);
    for (const phone of phones) {
      await t.deps.mail.enqueueSms({ to: phone, text: "Sathi: news", isCode: false });
    }
    expect(await t.deps.mail.flush()).toBe(3);
    expect(phones.flatMap(receivedBy)).toHaveLength(3);
    expect((await askCode(t, newPhone())).status).toBe(200);
    const refused = await askCode(t, newPhone());
    expect(refused.json).toMatchObject({ code: "SMS_BUDGET_SPENT" });
  });

  it("queues no more news for a number that got 8 texts in the last hour", async () => {
    const t = await appWith({ SMS_HOURLY_BUDGET: "1000" });
    const phone = newPhone();
    for (let i = 0; i < 10; i++) {
      await t.deps.mail.enqueueSms({ to: phone, text: `Sathi: news ${i}`, isCode: false });
    }
    await t.deps.mail.flush();
    expect(receivedBy(phone).map((sms) => sms.text)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Sathi: news ${i}`),
    );
    // Another number is not held back by it.
    const other = newPhone();
    await t.deps.mail.enqueueSms({ to: other, text: "Sathi: news", isCode: false });
    await t.deps.mail.flush();
    expect(receivedBy(other)).toHaveLength(1);
  });
});
