import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { AgreementState } from "../../../contract/agreement";
import type { ApplicationStatus, DB } from "../../db/schema";
import { conflict } from "../../lib/errors";

/** The SHA-256 of an agreement's text (UTF-8), hex: what a signature proves was shown. */
export const hashAgreement = (text: string) =>
  createHash("sha256").update(text, "utf8").digest("hex");

/**
 * Which agreement a request needs (docs/product.md#agreement): its signature once signed;
 * otherwise, while it is Approved, the store's current text, if the store has one. Pending,
 * rejected, withdrawn and unsigned adopted requests need none.
 */
export function needsSignature(status: ApplicationStatus, storeHasAgreement: boolean): boolean {
  return status === "Approved" && storeHasAgreement;
}

/** The request's signature and its store's agreement, read together. */
function selectAgreementFacts(db: Kysely<DB>) {
  return db
    .selectFrom("application")
    .innerJoin("pet", "pet.id", "application.pet_id")
    .leftJoin("store_agreement", "store_agreement.vendor_id", "pet.vendor_id")
    .leftJoin("agreement_signature", "agreement_signature.application_id", "application.id")
    .select([
      "application.id",
      "application.status",
      "store_agreement.vendor_id as agreement_store",
      "agreement_signature.signed_at",
      "agreement_signature.full_name as signed_name",
    ]);
}

/** A handover waits for the signature while an agreement applies (409 AGREEMENT_NOT_SIGNED). */
export async function requireSignedAgreement(
  trx: Kysely<DB>,
  request: { id: number },
): Promise<void> {
  const facts = await selectAgreementFacts(trx)
    .where("application.id", "=", request.id)
    .executeTakeFirstOrThrow();
  // The request is already Adopted inside this transaction: it needed a signature as Approved.
  if (facts.agreement_store !== null && facts.signed_at === null) {
    throw conflict(
      "The applicant has not signed the adoption agreement yet, so the pet cannot be handed over",
      "AGREEMENT_NOT_SIGNED",
    );
  }
}

/** Each request's `agreement` for the two request lists: null when none applies. */
export async function attachAgreements<Row extends { id: number }>(
  db: Kysely<DB>,
  rows: Row[],
): Promise<(Row & { agreement: AgreementState })[]> {
  const facts = rows.length
    ? await selectAgreementFacts(db)
        .where(
          "application.id",
          "in",
          rows.map((row) => row.id),
        )
        .execute()
    : [];
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  return rows.map((row) => {
    const fact = byId.get(row.id);
    let agreement: AgreementState = null;
    if (fact?.signed_at) agreement = { signed_at: fact.signed_at, signed_name: fact.signed_name };
    else if (fact && needsSignature(fact.status, fact.agreement_store !== null))
      agreement = { signed_at: null, signed_name: null };
    return { ...row, agreement };
  });
}
