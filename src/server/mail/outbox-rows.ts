import type { ExpressionBuilder, Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { MailMessage } from "./mailer";

const CLAIM_MS = 5 * 60_000;
const MAX_ATTEMPTS = 8;
/** The most messages one claim takes. */
export const BATCH = 20;

/** 30 s, 1 min, 2 min … capped at an hour: a mail server that is down for a while is waited out. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

const isDue = (now: string) => (eb: ExpressionBuilder<DB, "mail_outbox">) =>
  eb.and([eb("status", "in", ["pending", "sending"]), eb("next_attempt_at", "<=", now)]);

/** The batch a claim takes: the lowest ids among the messages due at `now`. */
export const selectDueIds = (db: Kysely<DB>, now: string) =>
  db.selectFrom("mail_outbox").select("id").where(isDue(now)).orderBy("id").limit(BATCH);

/**
 * Takes up to a batch of due messages in one write. Several instances may share the table:
 * the outer conditions are checked again on each row as it is updated, so a row another
 * instance claimed a moment earlier (now 'sending' until later) is left to it.
 */
export async function claimDue(db: Kysely<DB>) {
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

/** A failed send waits longer after each try, and is given up after MAX_ATTEMPTS. */
export async function retryLater(
  db: Kysely<DB>,
  log: Logger,
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

export async function markSent(db: Kysely<DB>, ids: number[]) {
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

/** An e-mail, due now. */
export async function insertMail(executor: Kysely<DB>, message: MailMessage) {
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
}
