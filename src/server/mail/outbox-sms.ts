import type { Kysely } from "kysely";
import type { Config } from "../config";
import type { DB } from "../db/schema";
import {
  forNews,
  SmsBudgetSpent,
  takeSmsBudget,
  textsToNumber,
  TEXTS_PER_NUMBER_HOURLY,
  type SmsBudgetLimits,
  type SpentBudget,
} from "../sms/budget";
import type { SmsMessage } from "../sms/message";
import { sendableAt } from "../sms/quiet-hours";

interface SmsRules {
  limits: SmsBudgetLimits;
  quietHours: Config["sms"]["quietHours"];
  /** The admins' mail about a spent budget (once a period). */
  tellAdmins: (spent: SpentBudget) => Promise<void>;
}

/**
 * Queues a text. Someone is waiting for a code: it is counted now, and refused rather than
 * held; anything else is dropped past a number's hourly limit and waits for the morning.
 */
export async function queueSms(
  db: Kysely<DB>,
  executor: Kysely<DB>,
  { to, text, isCode }: SmsMessage & { isCode: boolean },
  { limits, quietHours, tellAdmins }: SmsRules,
) {
  const now = new Date();
  if (isCode) {
    const spent = await takeSmsBudget(db, limits, now);
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
}

/**
 * Counts a text that was not counted when queued. While the budget is spent it waits, still
 * pending and with its tries unspent, until the next period (and past the quiet hours).
 */
export async function countAgainstBudget(
  db: Kysely<DB>,
  id: number,
  { limits, quietHours, tellAdmins }: SmsRules,
): Promise<boolean> {
  const spent = await takeSmsBudget(db, forNews(limits));
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
