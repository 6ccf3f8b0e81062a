import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { Mailer, MailMessage } from "./mailer";

const CLAIM_MS = 5 * 60_000;
const MAX_ATTEMPTS = 8;
const BATCH = 20;
const FLUSH_EVERY_MS = 30_000;

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down for a while is waited out. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

export interface Outbox {
  /**
   * Queues a message. Pass the transaction that makes the change the message tells
   * about, so the two are stored together; call `kick()` after it commits.
   */
  enqueue(message: MailMessage, executor?: Kysely<DB>): Promise<void>;
  /** Sends what is due soon, without waiting for it. */
  kick(): void;
  /** Sends everything due now; resolves with the number sent. */
  flush(): Promise<number>;
  /** Retries failed sends on a timer (the running server; tests call flush). */
  start(): void;
  stop(): Promise<void>;
}

export function createOutbox(db: Kysely<DB>, mailer: Mailer, log: Logger): Outbox {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function claim(id: number, status: string, due: string): Promise<boolean> {
    // Several instances may share the table: only the one whose update lands sends the message.
    const result = await db
      .updateTable("mail_outbox")
      .set({ status: "sending", next_attempt_at: inMs(CLAIM_MS) })
      .where("id", "=", id)
      .where("status", "=", status as "pending")
      .where("next_attempt_at", "=", due)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function sendDue(): Promise<number> {
    const now = new Date().toISOString();
    const due = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("status", "in", ["pending", "sending"])
      .where("next_attempt_at", "<=", now)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    let sent = 0;
    for (const row of due) {
      if (!(await claim(row.id, row.status, row.next_attempt_at))) continue;
      try {
        await mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
        });
        await db
          .updateTable("mail_outbox")
          .set({ status: "sent", sent_at: new Date().toISOString(), attempts: row.attempts + 1 })
          .where("id", "=", row.id)
          .execute();
        sent++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = attempts >= MAX_ATTEMPTS;
        log.warn(
          giveUp ? "E-mail could not be sent; giving up" : "E-mail send failed; will retry",
          {
            id: row.id,
            attempts,
            reason,
          },
        );
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
    }
    return sent;
  }

  let again = false;
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
        sent += await sendDue();
      } while (again);
      return sent;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function kick() {
    void flush().catch((error: unknown) =>
      log.error("E-mail outbox flush failed", { error: String(error) }),
    );
  }

  return {
    async enqueue(message, executor = db) {
      await executor
        .insertInto("mail_outbox")
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          next_attempt_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
        })
        .execute();
    },
    kick,
    flush,
    start() {
      timer ??= setInterval(kick, FLUSH_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
      mailer.close();
    },
  };
}
