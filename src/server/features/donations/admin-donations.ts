import type { z } from "zod";
import { nepalDay } from "../../../contract/calendar";
import { toCsv } from "../../lib/csv";
import type {
  AdminDonation,
  AdminDonationsQuery,
  DonationSummary,
  DonationTotal,
} from "../../../contract/donations";
import type { AppDeps } from "../../deps";
import type { Donation } from "../../db/schema";
import { receiptNumber } from "./receipts";

type Db = Pick<AppDeps, "db">;
type Filters = Pick<z.output<typeof AdminDonationsQuery>, "status" | "method">;

function filtered({ db }: Db, { status, method }: Filters) {
  let query = db.selectFrom("donation");
  if (status) query = query.where("status", "=", status);
  if (method) query = query.where("method", "=", method);
  return query;
}

export function toAdminDonation(row: Donation): AdminDonation {
  return {
    id: row.uuid,
    receipt_number: row.status === "completed" ? receiptNumber(row.id) : null,
    status: row.status,
    method: row.method,
    amount: row.amount,
    name: row.name,
    email: row.email,
    message: row.message,
    anonymous: Boolean(row.anonymous),
    reference: row.reference,
    created_at: row.created_at,
    completed_at: row.completed_at,
  };
}

/** GET /api/admin/donations: newest first, one page, with how many match in all. */
export async function listDonations(deps: Db, query: z.output<typeof AdminDonationsQuery>) {
  const { total } = await filtered(deps, query)
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await filtered(deps, query)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { donations: rows.map(toAdminDonation), total: Number(total) };
}

// A gift at 23:00 on 31 May in Kathmandu is May's (src/contract/calendar.ts).
export const nepalMonth = (iso: string) => nepalDay(iso).slice(0, 7);

const zero = (): DonationTotal => ({ count: 0, amount: 0 });
const add = (total: DonationTotal, amount: number) => {
  total.count += 1;
  total.amount += amount;
};

/**
 * GET /api/admin/donations/summary: completed donations per month (Nepal time) and method.
 * Grouped here rather than in SQL so both dialects agree on the time zone.
 */
export async function summarizeDonations({ db }: Db): Promise<DonationSummary> {
  const completed = await db
    .selectFrom("donation")
    .select(["amount", "method", "completed_at"])
    .where("status", "=", "completed")
    .execute();
  const summary: DonationSummary = {
    total: zero(),
    by_method: { esewa: zero(), khalti: zero() },
    months: [],
    pending: 0,
  };
  const months = new Map<string, DonationSummary["months"][number]>();
  for (const { amount, method, completed_at } of completed) {
    const month = nepalMonth(completed_at!);
    let row = months.get(month);
    if (!row) {
      row = { month, total: zero(), esewa: zero(), khalti: zero() };
      months.set(month, row);
    }
    add(summary.total, amount);
    add(summary.by_method[method], amount);
    add(row.total, amount);
    add(row[method], amount);
  }
  summary.months = [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
  const { pending } = await db
    .selectFrom("donation")
    .select((eb) => eb.fn.countAll<number | string>().as("pending"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  summary.pending = Number(pending);
  return summary;
}

const CSV_COLUMNS = [
  "receipt_number",
  "status",
  "method",
  "amount_npr",
  "name",
  "email",
  "message",
  "anonymous",
  "reference",
  "created_at",
  "completed_at",
  "donation_id",
] as const;

/** GET /api/admin/donations/export: every matching donation as CSV, for the accounts. */
export async function exportDonations(deps: Db, filters: Filters): Promise<string> {
  const rows = await filtered(deps, filters)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return toCsv(
    CSV_COLUMNS,
    rows
      .map(toAdminDonation)
      .map((d) => [
        d.receipt_number,
        d.status,
        d.method,
        d.amount,
        d.name,
        d.email,
        d.message,
        d.anonymous,
        d.reference,
        d.created_at,
        d.completed_at,
        d.id,
      ]),
  );
}
