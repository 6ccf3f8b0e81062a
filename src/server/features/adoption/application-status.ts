import type { Kysely } from "kysely";
import type { ApplicationStatus, DB } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { conflict } from "../../lib/errors";

/**
 * A request with everything its e-mails and permission checks need: the pet, the store and the
 * applicant (the store's team is told through features/stores/store-notices.ts).
 */
export function selectApplicationDetails(db: Kysely<DB>) {
  return db
    .selectFrom("application")
    .innerJoin("pet", "pet.id", "application.pet_id")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .innerJoin("user as applicant", "applicant.id", "application.user_id")
    .select([
      "application.id",
      "application.pet_id",
      "application.user_id",
      "application.name",
      "application.status",
      "pet.name as pet_name",
      "pet.post_status as pet_status",
      "vendor.id as vendor_id",
      "vendor.title as vendor_title",
      "applicant.email as applicant_email",
      "applicant.name as applicant_name",
      "applicant.language as applicant_language",
    ]);
}

/** Refused when a request that is not open would become open while the same person has another. */
const ANOTHER_OPEN_REQUEST = "This person has another open request for this pet";

/**
 * Moves a request from `from` to `to` and keeps the change in its history, inside the caller's
 * transaction. The update only lands if the request is still in `from`, so of two answers given
 * at once only the first counts; the other gets a 409.
 */
export async function recordStatusChange(
  trx: Kysely<DB>,
  change: {
    applicationId: number;
    from: ApplicationStatus;
    to: ApplicationStatus;
    changedBy: string | null;
    reason?: string | null;
    /** The store's own words with a rejection. */
    rejectionReason?: string | null;
  },
): Promise<void> {
  const at = new Date().toISOString();
  let updated: bigint;
  try {
    const result = await trx
      .updateTable("application")
      .set({ status: change.to, updated_at: at })
      .where("id", "=", change.applicationId)
      .where("status", "=", change.from)
      .executeTakeFirst();
    updated = result.numUpdatedRows;
  } catch (error) {
    // The partial unique index on open requests (Rejected → Approved while a newer one is open).
    if (isUniqueViolation(error)) throw conflict(ANOTHER_OPEN_REQUEST, "ANOTHER_OPEN_REQUEST");
    throw error;
  }
  if (Number(updated) !== 1) {
    throw conflict(
      "This request was changed meanwhile. Reload to see its status.",
      "REQUEST_CHANGED",
    );
  }
  await trx
    .insertInto("application_history")
    .values({
      application_id: change.applicationId,
      status: change.to,
      reason: change.reason ?? null,
      rejection_reason: change.rejectionReason ?? null,
      changed_by: change.changedBy,
      created_at: at,
    })
    .execute();
}
