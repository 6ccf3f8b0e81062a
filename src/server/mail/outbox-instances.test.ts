import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../db/database";
import { makeUser } from "../db/factories";
import { createLogger } from "../lib/logger";
import { startSmtpCapture, type SmtpCapture } from "../test/smtp-capture";
import { createTestApp, type TestApp } from "../test/test-app";
import { createMailer } from "./mailer";
import { budgetNotice } from "../sms/budget-notice";
import { createSmsGateway } from "../sms/gateway";
import { createOutbox, type Outbox } from "./outbox";

/**
 * Several instances share one mail_outbox table and each sends what is due: a message must
 * still go out exactly once. Two outboxes on two connections stand for two instances.
 */
let smtp: SmtpCapture;
let t: TestApp;
let secondDatabase: Database;
let outboxes: Outbox[];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
  secondDatabase = createDatabase(t.config.database);
  const log = createLogger("silent");
  outboxes = [t.deps.db, secondDatabase.db].map((db) =>
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
});
afterAll(async () => {
  for (const outbox of outboxes) await outbox.stop();
  await secondDatabase.close();
  await t.close();
  await smtp.close();
});

describe("the mail outbox on several instances", () => {
  it("sends each queued message once when every instance flushes at the same time", async () => {
    const count = 30;
    for (let i = 0; i < count; i++) {
      // Mail goes only to a verified account's address (recipients.ts).
      await makeUser(t.deps, { email: `reader${i}@example.test` });
      await t.deps.mail.enqueue({
        to: `reader${i}@example.test`,
        subject: `Note ${i}`,
        text: "hi",
      });
    }
    const [first, second] = outboxes as [Outbox, Outbox];
    const sent = await Promise.all([first.flush(), second.flush(), first.flush(), second.flush()]);

    // Each flush call on one instance shares its running round, so count per instance once.
    expect(sent[0]! + sent[1]!).toBe(count);
    // Delivery is asynchronous on the SMTP side; give the last message a moment.
    await smtp.waitFor(`reader${count - 1}@example.test`, /Note/);
    const subjects = smtp.messages.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: count }, (_, i) => `Note ${i}`).sort());
    const rows = await t.db.selectFrom("mail_outbox").select(["status", "attempts"]).execute();
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});
