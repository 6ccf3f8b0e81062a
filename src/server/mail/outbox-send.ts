import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { Logger } from "../lib/logger";
import type { SmsGateway } from "../sms/message";
import type { Mailer } from "./mailer";
import { claimDue, markSent, retryLater } from "./outbox-rows";

interface Senders {
  db: Kysely<DB>;
  mailer: Mailer;
  sms: SmsGateway;
  log: Logger;
  /** Counts a text not counted when queued; false while the SMS budget is spent (it then waits). */
  countAgainstBudget: (id: number) => Promise<boolean>;
}

/**
 * Claims a batch of due messages and sends them: `claimed`, how many it took; `sent`, how many
 * went (a failed one is retried later, a text held by the budget waits for the next period).
 */
export async function sendBatch({ db, mailer, sms, log, countAgainstBudget }: Senders) {
  const sent: number[] = [];
  let failed = 0;
  // Texts that wait for the next period of the SMS budget.
  let held = 0;
  const claimed = await claimDue(db);
  for (const row of claimed) {
    try {
      if (row.channel === "sms") {
        if (!row.budgeted && !(await countAgainstBudget(row.id))) {
          held += 1;
          continue;
        }
        await sms.send({ to: row.recipient, text: row.text });
        // Marked at once, not with the batch: a crash after a send repeats only that SMS.
        await markSent(db, [row.id]);
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
      await retryLater(db, log, row, error);
    }
  }
  // One write for the whole batch of e-mail. A crash before it re-sends the batch once its
  // claim expires: a message may arrive twice, never not at all.
  await markSent(db, sent);
  return { claimed: claimed.length, sent: claimed.length - failed - held };
}
