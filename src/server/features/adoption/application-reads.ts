import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { attachAnswers } from "./application-answers";
import { attachAgreements } from "./agreement-rules";
import { attachFees } from "./fee-state";
import { attachAnswered, attachHistory } from "./timeline";

/** Whose requests a list reads: an applicant's own or those for a store's pets; `id`, one of them. */
export type RequestsOf = ({ userId: string } | { storeId: number }) & { id?: number };

/**
 * The one read behind both request lists (GET /api/applications, GET /api/vendors/{id}/applications):
 * newest first, each request with its timeline, agreement, fee, answers and answered step. The
 * columns are in the order the store's list responds with them.
 */
export async function readApplications(db: Kysely<DB>, which: RequestsOf) {
  let query = db
    .selectFrom("application")
    .innerJoin("pet", "pet.id", "application.pet_id")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .select([
      "application.id",
      "application.pet_id",
      "application.name",
      "application.phone",
      "application.address",
      "application.message",
      "application.status",
      "application.created_at",
      "application.updated_at",
      "application.returned_at",
      "pet.name as pet_name",
      "vendor.title as vendor_title",
    ])
    .orderBy("application.created_at", "desc")
    .orderBy("application.id", "desc");
  query =
    "userId" in which
      ? query.where("application.user_id", "=", which.userId)
      : query.where("pet.vendor_id", "=", which.storeId);
  if (which.id !== undefined) query = query.where("application.id", "=", which.id);
  const withHistory = await attachAgreements(db, await attachHistory(db, await query.execute()));
  return attachAnswered(db, await attachAnswers(db, await attachFees(db, withHistory)));
}

export type ApplicationRead = Awaited<ReturnType<typeof readApplications>>[number];
