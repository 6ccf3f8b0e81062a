import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { createMailer } from "../mail/mailer";
import { createOutbox } from "../mail/outbox";
import { startSmsStandin, type SmsStandin } from "../test/sms-standin";
import { createTestApp, type TestApp } from "../test/test-app";
import { budgetNotice } from "./budget-notice";
import { createSmsGateway } from "./gateway";

/**
 * SMS go through the outbox beside e-mail (docs/decisions/037-sms-through-the-outbox.md): stored
 * with the change they report, sent after the commit, retried when the gateway fails, kept across
 * a restart, sent once. Against local stand-ins of Sparrow SMS and Aakash SMS.
 */
const TOKEN = "standin-token-0123";
const NEPALI = "साथी: कालीको लागि नयाँ अनुरोध। हेर्नुहोस् http://localhost:3000/dashboard";

let gateway: SmsStandin;
const apps: TestApp[] = [];
beforeAll(async () => {
  gateway = await startSmsStandin({ token: TOKEN, from: "SATHI" });
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await gateway.close();
});

async function appWith(provider: "sparrow" | "aakash", env: Record<string, string> = {}) {
  const t = await createTestApp({
    SMS_PROVIDER: provider,
    SMS_TOKEN: TOKEN,
    SMS_FROM: "SATHI",
    SMS_URL: provider === "sparrow" ? gateway.sparrowUrl : gateway.aakashUrl,
    SMS_QUIET_HOURS: "",
    ...env,
  });
  apps.push(t);
  return t;
}

const to = () => `+97798${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
const receivedBy = (phone: string) => gateway.received.filter((sms) => `+977${sms.to}` === phone);
const rows = (t: TestApp, phone: string) =>
  t.db.selectFrom("mail_outbox").selectAll().where("recipient", "=", phone).execute();
/** A retry's wait is over: what the outbox's timer would find after the backoff. */
const dueNow = (t: TestApp) =>
  t.db
    .updateTable("mail_outbox")
    .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .where("status", "=", "pending")
    .execute();

describe.each(["sparrow", "aakash"] as const)("SMS through %s", (provider) => {
  it("sends a Nepali text as Unicode to the 10-digit number, once, after the commit", async () => {
    const t = await appWith(provider);
    const phone = to();
    await t.db.transaction().execute(async (trx) => {
      await t.deps.mail.enqueueSms({ to: phone, text: NEPALI, isCode: false }, trx);
    });
    expect(await t.deps.mail.flush()).toBe(1);
    expect(receivedBy(phone)).toEqual([
      { to: phone.slice(4), text: NEPALI, ...(provider === "sparrow" && { from: "SATHI" }) },
    ]);
    expect(await rows(t, phone)).toMatchObject([{ channel: "sms", status: "sent", attempts: 1 }]);
    expect(await t.deps.mail.flush()).toBe(0);
    expect(receivedBy(phone)).toHaveLength(1);
  });

  it("retries a gateway that fails twice, and delivers exactly one SMS", async () => {
    const t = await appWith(provider);
    const phone = to();
    await t.deps.mail.enqueueSms({ to: phone, text: "Your code is 123456", isCode: true });
    gateway.failNext(2);
    expect(await t.deps.mail.flush()).toBe(0);
    const [afterOne] = await rows(t, phone);
    expect(afterOne).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterOne!.last_error).toMatch(provider === "sparrow" ? /Insufficient Credits/ : /503/);
    // Not due yet: the backoff holds it.
    expect(await t.deps.mail.flush()).toBe(0);
    await dueNow(t);
    expect(await t.deps.mail.flush()).toBe(0);
    await dueNow(t);
    expect(await t.deps.mail.flush()).toBe(1);
    await dueNow(t);
    expect(await t.deps.mail.flush()).toBe(0);
    expect(receivedBy(phone)).toHaveLength(1);
    expect(await rows(t, phone)).toMatchObject([{ status: "sent", attempts: 3 }]);
  });

  it("keeps a message refused for a wrong token, and says why", async () => {
    const t = await appWith(provider, { SMS_TOKEN: "not-the-token" });
    const phone = to();
    await t.deps.mail.enqueueSms({ to: phone, text: "Hello", isCode: false });
    expect(await t.deps.mail.flush()).toBe(0);
    const [row] = await rows(t, phone);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.last_error).toMatch(/Invalid Token|Auth Token is not valid/);
    expect(receivedBy(phone)).toEqual([]);
  });
});

describe("SMS across a restart", () => {
  it("loses nothing stored before the stop, and sends it once after the start", async () => {
    const t = await appWith("sparrow");
    const phone = to();
    await t.db.transaction().execute(async (trx) => {
      await t.deps.mail.enqueueSms(
        { to: phone, text: "Kali: request approved", isCode: false },
        trx,
      );
    });
    // The instance stops before its outbox sends anything.
    await t.deps.mail.stop();
    expect(receivedBy(phone)).toEqual([]);
    const log = createLogger("silent");
    const restarted = createOutbox(
      t.db,
      {
        mailer: createMailer(t.config.mail, log),
        sms: createSmsGateway(t.config.sms, log),
        quietHours: null,
        smsBudget: { limits: t.config.sms.budget, notice: budgetNotice(t.db, t.config) },
      },
      log,
    );
    expect(await restarted.flush()).toBe(1);
    expect(await restarted.flush()).toBe(0);
    await restarted.stop();
    expect(receivedBy(phone)).toHaveLength(1);
  });
});

describe("SMS in the quiet hours", () => {
  it("sends codes at once and holds everything else until the hours end", async () => {
    // Quiet from this hour in Nepal for the next two: whenever the test runs, it is quiet now.
    const nepalHour = new Date(Date.now() + (5 * 60 + 45) * 60_000).getUTCHours();
    const t = await appWith("aakash", {
      SMS_QUIET_HOURS: `${nepalHour}-${(nepalHour + 2) % 24}`,
    });
    const phone = to();
    await t.deps.mail.enqueueSms({ to: phone, text: "New message about Kali", isCode: false });
    await t.deps.mail.enqueueSms({ to: phone, text: "Your code is 654321", isCode: true });
    expect(await t.deps.mail.flush()).toBe(1);
    expect(receivedBy(phone).map((sms) => sms.text)).toEqual(["Your code is 654321"]);
    const held = (await rows(t, phone)).find((row) => row.status === "pending")!;
    const waitHours = (Date.parse(held.next_attempt_at) - Date.now()) / 3_600_000;
    expect(waitHours).toBeGreaterThan(1);
    expect(waitHours).toBeLessThanOrEqual(2);
  });
});
