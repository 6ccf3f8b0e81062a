import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import { firstToTell, spentBudget, type SmsBudgetLimits, type SpentBudget } from "../sms/budget";
import type { BudgetNotice } from "../sms/budget-notice";
import type { SmsGateway, SmsMessage } from "../sms/message";
import type { Mailer, MailMessage } from "./mailer";
import { mayReceive } from "./recipients";
import { createRounds } from "./outbox-rounds";
import { insertMail } from "./outbox-rows";
import { sendBatch } from "./outbox-send";
import { countAgainstBudget, queueSms } from "./outbox-sms";

export interface Outbox {
  /**
   * Queues a message. Pass the transaction that makes the change the message tells
   * about, so the two are stored together; call `kick()` after it commits.
   */
  enqueue(message: MailMessage, executor?: Kysely<DB>): Promise<void>;
  /**
   * Queues an SMS the same way. Only a code goes out in the quiet hours; anything else waits
   * for the morning (docs/product.md#sms). A code counts against the SMS budget now, and is
   * refused with SmsBudgetSpent when it is spent; anything else counts when it is sent, and
   * waits while the budget is spent.
   */
  enqueueSms(message: SmsMessage & { isCode: boolean }, executor?: Kysely<DB>): Promise<void>;
  /** The SMS budget that is spent now, or null; the admins hear of a spent one once. */
  smsBudgetSpent(): Promise<SpentBudget | null>;
  /** Sends what is due soon, without waiting for it. */
  kick(): void;
  /** Sends everything due now; resolves with the number sent. */
  flush(): Promise<number>;
  /** Retries failed sends on a timer (the running server; tests call flush). */
  start(): void;
  stop(): Promise<void>;
}

/** Where the outbox delivers: e-mail by SMTP (or the log), SMS through a gateway (or the log). */
export interface OutboxSenders {
  mailer: Mailer;
  sms: SmsGateway;
  quietHours: Config["sms"]["quietHours"];
  /** The site's SMS budget, and the mails that tell the admins it is spent. */
  smsBudget: { limits: SmsBudgetLimits; notice: BudgetNotice };
}

export { selectDueIds } from "./outbox-rows";

/** Mail and texts stored with the change they tell about, sent after it commits, retried until they go. */
export function createOutbox(
  db: Kysely<DB>,
  { mailer, sms, quietHours, smsBudget }: OutboxSenders,
  log: Logger,
): Outbox {
  /** The admins' mail about a spent budget, once a period whichever instance sees it first. */
  async function tellAdmins(spent: SpentBudget) {
    if (!(await firstToTell(db, spent))) return;
    log.warn(`The SMS budget for this ${spent.period} is spent`, { limit: spent.limit });
    for (const message of await smsBudget.notice(spent)) await outbox.enqueue(message);
    rounds.kick();
  }
  const smsRules = { limits: smsBudget.limits, quietHours, tellAdmins };
  const rounds = createRounds(
    () =>
      sendBatch({
        db,
        mailer,
        sms,
        log,
        countAgainstBudget: (id) => countAgainstBudget(db, id, smsRules),
      }),
    log,
  );

  const outbox: Outbox = {
    async enqueue(message, executor = db) {
      // Only a verified, real address gets a person's mail; an address nobody proved gets only a
      // link to prove it (recipients.ts): what may not go is dropped here, in one place.
      if (!(await mayReceive(executor, message))) return;
      await insertMail(executor, message);
    },
    enqueueSms: (message, executor = db) => queueSms(db, executor, message, smsRules),
    async smsBudgetSpent() {
      const spent = await spentBudget(db, smsBudget.limits);
      if (spent) await tellAdmins(spent);
      return spent;
    },
    kick: rounds.kick,
    flush: rounds.flush,
    start: rounds.start,
    async stop() {
      await rounds.stop();
      mailer.close();
    },
  };
  return outbox;
}
