import type { ExpressionBuilder, Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import {
  firstToTell,
  forNews,
  SmsBudgetSpent,
  spentBudget,
  takeSmsBudget,
  textsToNumber,
  TEXTS_PER_NUMBER_HOURLY,
  type SmsBudgetLimits,
  type SpentBudget,
} from "../sms/budget";
import type { BudgetNotice } from "../sms/budget-notice";
import type { SmsGateway, SmsMessage } from "../sms/message";
import { sendableAt } from "../sms/quiet-hours";
import type { Mailer, MailMessage } from "./mailer";
import { mayReceive } from "./recipients";

const CLAIM_MS = 5 * 60_000;
const MAX_ATTEMPTS = 8;
const BATCH = 20;
const FLUSH_EVERY_MS = 30_000;
/** A kick waits this long, so messages queued together are claimed and marked sent in one write each. */
const KICK_DELAY_MS = 50;

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down for a while is waited out. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

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

const isDue = (now: string) => (eb: ExpressionBuilder<DB, "mail_outbox">) =>
  eb.and([eb("status", "in", ["pending", "sending"]), eb("next_attempt_at", "<=", now)]);

/** The batch a claim takes: the lowest ids among the messages due at `now`. */
export const selectDueIds = (db: Kysely<DB>, now: string) =>
  db.selectFrom("mail_outbox").select("id").where(isDue(now)).orderBy("id").limit(BATCH);

export function createOutbox(
  db: Kysely<DB>,
  { mailer, sms, quietHours, smsBudget }: OutboxSenders,
  log: Logger,
): Outbox {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  /** Set when another round is needed: a message was queued, or a full batch left more behind. */
  let again = false;

  /**
   * Takes up to a batch of due messages in one write. Several instances may share the table:
   * the outer conditions are checked again on each row as it is updated, so a row another
   * instance claimed a moment earlier (now 'sending' until later) is left to it.
   */
  async function claimDue() {
    const now = new Date().toISOString();
    const rows = await db
      .updateTable("mail_outbox")
      .set({ status: "sending", next_attempt_at: inMs(CLAIM_MS) })
      .where("id", "in", selectDueIds(db, now))
      .where(isDue(now))
      .returningAll()
      .execute();
    return rows.sort((a, b) => a.id - b.id);
  }

  async function retryLater(
    row: { id: number; attempts: number; channel: "mail" | "sms" },
    error: unknown,
  ) {
    const attempts = row.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    const giveUp = attempts >= MAX_ATTEMPTS;
    const what = row.channel === "sms" ? "SMS" : "E-mail";
    log.warn(giveUp ? `${what} could not be sent; giving up` : `${what} send failed; will retry`, {
      id: row.id,
      attempts,
      reason,
    });
    await db
      .updateTable("mail_outbox")
      .set({
        status: giveUp ? "failed" : "pending",
        attempts,
        last_error: reason.slice(0, 500),
        next_attempt_at: inMs(retryDelayMs(attempts)),
      })
      .where("id", "=", row.id)
      .execute();
  }

  async function sendDue(): Promise<number> {
    const sent: number[] = [];
    let failed = 0;
    // Texts that wait for the next period of the SMS budget.
    let held = 0;
    const claimed = await claimDue();
    // A full batch may have left more behind.
    if (claimed.length === BATCH) again = true;
    for (const row of claimed) {
      try {
        if (row.channel === "sms") {
          if (!row.budgeted && !(await countAgainstBudget(row.id))) {
            held += 1;
            continue;
          }
          await sms.send({ to: row.recipient, text: row.text });
          // Marked at once, not with the batch: a crash after a send repeats only that SMS.
          await markSent([row.id]);
          continue;
        }
        await mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
        });
        sent.push(row.id);
      } catch (error) {
        failed += 1;
        await retryLater(row, error);
      }
    }
    // One write for the whole batch of e-mail. A crash before it re-sends the batch once its
    // claim expires: a message may arrive twice, never not at all.
    await markSent(sent);
    return claimed.length - failed - held;
  }

  /**
   * Counts a text that was not counted when queued. While the budget is spent it waits, still
   * pending and with its tries unspent, until the next period (and past the quiet hours).
   */
  async function countAgainstBudget(id: number): Promise<boolean> {
    const spent = await takeSmsBudget(db, forNews(smsBudget.limits));
    if (spent) {
      await db
        .updateTable("mail_outbox")
        .set({
          status: "pending",
          next_attempt_at: sendableAt(spent.until, quietHours).toISOString(),
        })
        .where("id", "=", id)
        .execute();
      await tellAdmins(spent);
      return false;
    }
    await db.updateTable("mail_outbox").set({ budgeted: 1 }).where("id", "=", id).execute();
    return true;
  }

  /** The admins' mail about a spent budget, once a period whichever instance sees it first. */
  async function tellAdmins(spent: SpentBudget) {
    if (!(await firstToTell(db, spent))) return;
    log.warn(`The SMS budget for this ${spent.period} is spent`, { limit: spent.limit });
    for (const message of await smsBudget.notice(spent)) await outbox.enqueue(message);
    kick();
  }

  async function markSent(ids: number[]) {
    if (ids.length === 0) return;
    await db
      .updateTable("mail_outbox")
      .set((eb) => ({
        status: "sent",
        sent_at: new Date().toISOString(),
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", ids)
      .execute();
  }

  function flush(): Promise<number> {
    // One flush at a time per process; a message queued during a flush gets another round.
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        const batch = await sendDue();
        sent += batch;
        // A full batch may have left more due behind it: they go now, not at the next timer.
        if (batch === BATCH) again = true;
      } while (again);
      return sent;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  let soon: NodeJS.Timeout | undefined;
  function flushNow() {
    clearTimeout(soon);
    soon = undefined;
    void flush().catch((error: unknown) =>
      log.error("E-mail outbox flush failed", { error: String(error) }),
    );
  }

  function kick() {
    soon ??= setTimeout(flushNow, KICK_DELAY_MS);
  }

  const outbox: Outbox = {
    async enqueue(message, executor = db) {
      // Only a verified, real address gets a person's mail; an address nobody proved gets only a
      // link to prove it (recipients.ts): what may not go is dropped here, in one place.
      if (!(await mayReceive(executor, message))) return;
      await executor
        .insertInto("mail_outbox")
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          headers: message.headers ? JSON.stringify(message.headers) : null,
          next_attempt_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
        })
        .execute();
    },
    async enqueueSms({ to, text, isCode }, executor = db) {
      const now = new Date();
      // Someone is waiting for a code: it is counted now, and refused rather than held.
      if (isCode) {
        const spent = await takeSmsBudget(db, smsBudget.limits, now);
        if (spent) {
          await tellAdmins(spent);
          throw new SmsBudgetSpent(spent);
        }
      }
      if (!isCode && (await textsToNumber(executor, to, now)) >= TEXTS_PER_NUMBER_HOURLY) return;
      await executor
        .insertInto("mail_outbox")
        .values({
          channel: "sms",
          recipient: to,
          subject: "",
          text,
          next_attempt_at: (isCode ? now : sendableAt(now, quietHours)).toISOString(),
          created_at: now.toISOString(),
          budgeted: isCode ? 1 : 0,
        })
        .execute();
    },
    async smsBudgetSpent() {
      const spent = await spentBudget(db, smsBudget.limits);
      if (spent) await tellAdmins(spent);
      return spent;
    },
    kick,
    flush,
    start() {
      timer ??= setInterval(flushNow, FLUSH_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      // A kick still waiting is carried out, not dropped.
      if (soon) flushNow();
      await running?.catch(() => undefined);
      mailer.close();
    },
  };
  return outbox;
}
