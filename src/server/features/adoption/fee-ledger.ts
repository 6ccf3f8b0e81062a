import type { Kysely } from "kysely";
import type {
  FeeLedger,
  FeeLedgerLine,
  FeeRefund,
  NewFeePayout,
  NewFeeRefund,
} from "../../../contract/fees";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { conflict, notFound } from "../../lib/errors";
import { feeReceiptNumber } from "./fee-receipts";

/** PostgreSQL sums integers as text (bigint); SQLite as a number. */
const toInt = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/**
 * Fees received (completed payments) and passed on (payouts), per store; a removed store's rows
 * stay, under their kept name (docs/decisions/036-adoption-fees-collected-apart.md).
 */
async function sumPerStore(db: Kysely<DB>, storeId?: number): Promise<FeeLedgerLine[]> {
  let received = db
    .selectFrom("fee_payment")
    .select((eb) => [
      "vendor_id",
      eb.fn.max("store_title").as("title"),
      eb.fn.countAll().as("count"),
      eb.fn.sum<number>("amount").as("amount"),
    ])
    .where("status", "=", "completed")
    // A fee paid twice: the second payment is the applicant's money, owed back (listRefunds).
    .where("duplicate_of", "is", null)
    .groupBy("vendor_id");
  let paid = db
    .selectFrom("fee_payout")
    .select((eb) => [
      "vendor_id",
      eb.fn.max("store_title").as("title"),
      eb.fn.countAll().as("count"),
      eb.fn.sum<number>("amount").as("amount"),
    ])
    .groupBy("vendor_id");
  if (storeId !== undefined) {
    received = received.where("vendor_id", "=", storeId);
    paid = paid.where("vendor_id", "=", storeId);
  }
  const [receivedRows, paidRows, stores] = await Promise.all([
    received.execute(),
    paid.execute(),
    db.selectFrom("vendor").select(["id", "title"]).execute(),
  ]);
  const titleOf = new Map(stores.map((store) => [store.id, store.title]));
  const lines = new Map<number | null, FeeLedgerLine>();
  const lineOf = (id: number | null, title: string) => {
    let line = lines.get(id);
    if (!line) {
      line = {
        vendor_id: id,
        title: (id !== null && titleOf.get(id)) || title,
        received: { count: 0, amount: 0 },
        paid_out: { count: 0, amount: 0 },
        balance: 0,
      };
      lines.set(id, line);
    }
    return line;
  };
  for (const row of receivedRows) {
    lineOf(row.vendor_id, row.title).received = {
      count: toInt(row.count),
      amount: toInt(row.amount),
    };
  }
  for (const row of paidRows) {
    lineOf(row.vendor_id, row.title).paid_out = {
      count: toInt(row.count),
      amount: toInt(row.amount),
    };
  }
  return [...lines.values()]
    .map((line) => ({ ...line, balance: line.received.amount - line.paid_out.amount }))
    .sort((a, b) => b.balance - a.balance || a.title.localeCompare(b.title));
}

const PAYOUTS_SHOWN = 200;

/** Fees paid twice (rare: a gateway each, both paid), those still owed first. */
async function listRefunds(db: Kysely<DB>): Promise<FeeRefund[]> {
  const rows = await db
    .selectFrom("fee_payment")
    .select([
      "id",
      "duplicate_of",
      "vendor_id",
      "store_title",
      "method",
      "amount",
      "reference",
      "completed_at",
      "refunded_on",
      "refund_reference",
    ])
    .where("status", "=", "completed")
    .where("duplicate_of", "is not", null)
    .orderBy((eb) => eb.case().when("refunded_on", "is", null).then(0).else(1).end())
    .orderBy("completed_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(({ id, duplicate_of, completed_at, ...row }) => ({
    ...row,
    id,
    receipt: feeReceiptNumber(id),
    first_receipt: feeReceiptNumber(duplicate_of!),
    completed_at: completed_at!,
  }));
}

/** GET /api/admin/fees: the ledger, per store, the latest payouts and the fees paid twice. */
export async function getFeeLedger({ db }: Pick<AppDeps, "db">): Promise<FeeLedger> {
  const [stores, payouts, refunds] = await Promise.all([
    sumPerStore(db),
    db
      .selectFrom("fee_payout")
      .select(["id", "vendor_id", "store_title", "amount", "paid_on", "reference", "created_at"])
      .orderBy("paid_on", "desc")
      .orderBy("id", "desc")
      .limit(PAYOUTS_SHOWN)
      .execute(),
    listRefunds(db),
  ]);
  const sum = (pick: (line: FeeLedgerLine) => number) =>
    stores.reduce((total, line) => total + pick(line), 0);
  return {
    stores,
    total: {
      received: sum((line) => line.received.amount),
      paid_out: sum((line) => line.paid_out.amount),
      balance: sum((line) => line.balance),
      refunds_owed: refunds
        .filter((refund) => refund.refunded_on === null)
        .reduce((total, refund) => total + refund.amount, 0),
    },
    payouts,
    refunds,
  };
}

/**
 * POST /api/admin/fees/refunds/{id}: the admin gave a fee paid twice back (through the gateway's
 * merchant panel) and records the day and its reference; once.
 */
export async function recordFeeRefund(
  { db }: Pick<AppDeps, "db">,
  paymentId: number,
  input: NewFeeRefund,
): Promise<FeeLedger> {
  const payment = await db
    .selectFrom("fee_payment")
    .select(["id", "refunded_on"])
    .where("id", "=", paymentId)
    .where("status", "=", "completed")
    .where("duplicate_of", "is not", null)
    .executeTakeFirst();
  if (!payment) throw notFound("There is no fee paid twice with this id", "REFUND_NOT_FOUND");
  const recorded = await db
    .updateTable("fee_payment")
    .set({
      refunded_on: input.refunded_on,
      refund_reference: input.reference,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", payment.id)
    .where("refunded_on", "is", null)
    .executeTakeFirst();
  // Checked by the update itself, so of two records sent at once only the first lands.
  if (Number(recorded.numUpdatedRows) !== 1) {
    throw conflict("This refund is already recorded", "REFUND_ALREADY_RECORDED");
  }
  return getFeeLedger({ db });
}

/**
 * POST /api/admin/fees/payouts: the admin records money passed on to a store; never more than
 * the store's balance, so the ledger cannot show a store paid more than it earned.
 */
export async function recordFeePayout(
  { db, dialect }: Pick<AppDeps, "db" | "dialect">,
  admin: SessionUser,
  input: NewFeePayout,
): Promise<FeeLedger> {
  await db.transaction().execute(async (trx) => {
    let storeQuery = trx
      .selectFrom("vendor")
      .select(["id", "title"])
      .where("id", "=", input.vendor_id);
    // Two payouts at once must not both pass the balance check: PostgreSQL locks the store's
    // row until this one is written; SQLite runs one write transaction at a time anyway.
    if (dialect === "postgres") storeQuery = storeQuery.forUpdate();
    const store = await storeQuery.executeTakeFirst();
    if (!store) throw notFound("There is no such store", "STORE_NOT_FOUND");
    const [line] = await sumPerStore(trx, store.id);
    const balance = line?.balance ?? 0;
    if (input.amount > balance) {
      throw conflict(
        `The payout is more than the Rs ${balance.toLocaleString("en-IN")} owed to this store`,
        "PAYOUT_TOO_LARGE",
      );
    }
    await trx
      .insertInto("fee_payout")
      .values({
        vendor_id: store.id,
        store_title: store.title,
        amount: input.amount,
        paid_on: input.paid_on,
        reference: input.reference,
        recorded_by: admin.id,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  return getFeeLedger({ db });
}
