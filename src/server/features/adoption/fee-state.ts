import type { Kysely } from "kysely";
import type { AgreementState } from "../../../contract/agreement";
import type { FeeState } from "../../../contract/fees";
import type { ApplicationStatus, DB } from "../../db/schema";

/**
 * The fee is due once the request is Approved and, where an agreement applies, signed
 * (docs/product.md#adoption-fee); paid once a payment of it is completed. A payment completed
 * after that one is the fee paid twice, owed back.
 */
export function isFeeDue(status: ApplicationStatus, agreement: AgreementState): boolean {
  return status === "Approved" && (agreement === null || agreement.signed_at !== null);
}

/** Each request's `fee` for the two request lists: null when its pet has none and none was paid. */
export async function attachFees<
  Row extends { id: number; status: ApplicationStatus; agreement: AgreementState },
>(db: Kysely<DB>, rows: Row[]): Promise<(Row & { fee: FeeState })[]> {
  const ids = rows.map((row) => row.id);
  const [fees, payments] = ids.length
    ? await Promise.all([
        db
          .selectFrom("application")
          .innerJoin("pet", "pet.id", "application.pet_id")
          .select(["application.id", "pet.fee"])
          .where("application.id", "in", ids)
          .execute(),
        db
          .selectFrom("fee_payment")
          .select(["application_id", "amount", "completed_at", "duplicate_of", "refunded_on"])
          .where("application_id", "in", ids)
          .where("status", "=", "completed")
          .orderBy("completed_at")
          .execute(),
      ])
    : [[], []];
  const feeOf = new Map(fees.map((row) => [row.id, row.fee]));
  return rows.map((row) => {
    const own = payments.filter((payment) => payment.application_id === row.id);
    const paid = own.find((payment) => payment.duplicate_of === null);
    const amount = paid?.amount ?? feeOf.get(row.id) ?? 0;
    if (!paid && amount === 0) return { ...row, fee: null };
    return {
      ...row,
      fee: {
        amount,
        paid: Boolean(paid),
        paid_at: paid?.completed_at ?? null,
        can_pay: !paid && isFeeDue(row.status, row.agreement),
        refund: refundOf(own.filter((payment) => payment.duplicate_of !== null)),
      },
    };
  });
}

/** What a request's payments of a fee already paid come to: owed back, and refunded. */
function refundOf(twice: { amount: number; refunded_on: string | null }[]) {
  if (twice.length === 0) return null;
  const sum = (rows: typeof twice) => rows.reduce((total, row) => total + row.amount, 0);
  return {
    owed: sum(twice.filter((row) => row.refunded_on === null)),
    refunded: sum(twice.filter((row) => row.refunded_on !== null)),
  };
}
