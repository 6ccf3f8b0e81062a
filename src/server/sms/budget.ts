import type { Kysely } from "kysely";
import type { SmsUsage } from "../../contract/admin";
import { NEPAL_OFFSET_MS } from "../../contract/calendar";
import type { Config } from "../config";
import type { DB } from "../db/schema";

/**
 * The site's SMS budget (docs/product.md#sms): at most `hourly` texts in a Nepal clock hour and
 * `daily` in a Nepal day, codes and everything else together. Counted in the database, so
 * every instance spends the same budget.
 */
export type SmsBudgetLimits = Config["sms"]["budget"];

/** A budget that is spent: which one, its count's key, and when the next period starts. */
export interface SpentBudget {
  period: "hour" | "day";
  key: string;
  limit: number;
  until: Date;
}

/**
 * News texts (a request, a message) may spend three quarters of each budget: the rest is kept
 * for sign-in codes, so a flood of news set off by one account never locks phone accounts out.
 */
export const forNews = (limits: SmsBudgetLimits): SmsBudgetLimits => ({
  hourly: Math.floor((limits.hourly * 3) / 4),
  daily: Math.floor((limits.daily * 3) / 4),
});

/**
 * A number that got this many texts in the last hour (codes included) gets no more news texts
 * in it: more would be one account's actions, repeated, paid for by the site. Mail and the
 * dashboard still say the news.
 */
export const TEXTS_PER_NUMBER_HOURLY = 8;

/** How many texts were queued for a number in the last hour. */
export async function textsToNumber(db: Kysely<DB>, to: string, now = new Date()) {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("channel", "=", "sms")
    .where("recipient", "=", to)
    .where("created_at", ">", new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Thrown when a code would go over the budget; the caller answers 429 SMS_BUDGET_SPENT. */
export class SmsBudgetSpent extends Error {
  constructor(readonly spent: SpentBudget) {
    super(`The SMS budget for this ${spent.period} is spent`);
  }
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The Nepal clock hour, day and month `now` falls in, as keys, and when the hour and day end. */
export function budgetPeriods(now: Date) {
  const local = now.getTime() + NEPAL_OFFSET_MS;
  const stamp = new Date(local).toISOString();
  return {
    hour: {
      key: `h:${stamp.slice(0, 13)}`,
      until: new Date(now.getTime() + HOUR_MS - (local % HOUR_MS)),
    },
    day: {
      key: `d:${stamp.slice(0, 10)}`,
      until: new Date(now.getTime() + DAY_MS - (local % DAY_MS)),
    },
    /** The day keys of this month start with it. */
    month: `d:${stamp.slice(0, 7)}-`,
  };
}

/** The day is checked first: while it is spent, its admins' mail is the only one. */
function periodsOf(limits: SmsBudgetLimits, now: Date): [SpentBudget, SpentBudget] {
  const { hour, day } = budgetPeriods(now);
  return [
    { period: "day", key: day.key, limit: limits.daily, until: day.until },
    { period: "hour", key: hour.key, limit: limits.hourly, until: hour.until },
  ];
}

/** The budget that is spent now, or null while a text may still go. Counts nothing. */
export async function spentBudget(
  db: Kysely<DB>,
  limits: SmsBudgetLimits,
  now = new Date(),
): Promise<SpentBudget | null> {
  const periods = periodsOf(limits, now);
  const rows = await db
    .selectFrom("sms_budget")
    .select(["period", "used"])
    .where(
      "period",
      "in",
      periods.map((p) => p.key),
    )
    .execute();
  const used = new Map(rows.map((row) => [row.period, Number(row.used)]));
  return periods.find((p) => (used.get(p.key) ?? 0) >= p.limit) ?? null;
}

/** Counts one text in a period if it has room: one conditional upsert, atomic on its own. */
async function countIn(db: Kysely<DB>, { key, limit }: SpentBudget): Promise<boolean> {
  const counted = await db
    .insertInto("sms_budget")
    .values({ period: key, used: 1 })
    .onConflict((oc) =>
      oc
        .column("period")
        .doUpdateSet((eb) => ({ used: eb("sms_budget.used", "+", 1) }))
        .where("sms_budget.used", "<", limit),
    )
    .returning("used")
    .executeTakeFirst();
  return counted !== undefined;
}

/**
 * Counts one text in this day and this hour: null when counted in both, or the budget that is
 * spent (then neither keeps it). Each count is a conditional upsert, so instances racing for
 * the last text cannot both have it. No transaction: the day's count is given back when the
 * hour has no room, and a crash in between costs one text of the day, never one too many.
 */
export async function takeSmsBudget(
  db: Kysely<DB>,
  limits: SmsBudgetLimits,
  now = new Date(),
): Promise<SpentBudget | null> {
  const [day, hour] = periodsOf(limits, now);
  if (!(await countIn(db, day))) return day;
  if (await countIn(db, hour)) return null;
  await db
    .updateTable("sms_budget")
    .set((eb) => ({ used: eb("used", "-", 1) }))
    .where("period", "=", day.key)
    .execute();
  return hour;
}

/** True the first time it is asked for a spent period: its admins' mail goes once. */
export async function firstToTell(db: Kysely<DB>, spent: SpentBudget): Promise<boolean> {
  const marked = await db
    .updateTable("sms_budget")
    .set({ admins_told: 1 })
    .where("period", "=", spent.key)
    .where("admins_told", "=", 0)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) > 0;
}

/** The days of the month of a key `d:2026-11-`. */
function daysInMonth(monthKey: string) {
  const [year, month] = monthKey.slice(2, 9).split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** GET /api/admin/sms: texts counted this hour, today and this month, and the budgets. */
export async function smsUsage(
  db: Kysely<DB>,
  limits: SmsBudgetLimits,
  now = new Date(),
): Promise<SmsUsage> {
  const { hour, day, month } = budgetPeriods(now);
  const [rows, monthly] = await Promise.all([
    db
      .selectFrom("sms_budget")
      .select(["period", "used"])
      .where("period", "in", [hour.key, day.key])
      .execute(),
    db
      .selectFrom("sms_budget")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("used"), eb.lit(0)).as("used"))
      .where("period", "like", `${month}%`)
      .executeTakeFirstOrThrow(),
  ]);
  const used = (key: string) => Number(rows.find((row) => row.period === key)?.used ?? 0);
  return {
    hour: { sent: used(hour.key), budget: limits.hourly },
    today: { sent: used(day.key), budget: limits.daily },
    month: { sent: Number(monthly.used), budget: limits.daily * daysInMonth(month) },
  };
}
