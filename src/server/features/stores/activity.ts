import type { Kysely } from "kysely";
import type { ActivityAction } from "../../../contract/store-teams";
import type { StoreRole } from "../../../contract/store-roles";
import type { DB } from "../../db/schema";

/** What a line shows beside its action, as it was when it happened. */
export interface ActivityDetail {
  pet_name?: string;
  applicant_name?: string;
  member_name?: string;
  role?: StoreRole;
}

/**
 * Notes which member did what in a store (docs/decisions/048-store-teams.md), in the caller's
 * transaction, so the line is written exactly when the change is.
 */
export async function recordActivity(
  db: Kysely<DB>,
  entry: {
    storeId: number;
    actorId: string | null;
    action: ActivityAction;
    applicationId?: number | null;
    petId?: number | null;
    detail?: ActivityDetail;
  },
): Promise<void> {
  await db
    .insertInto("store_activity")
    .values({
      vendor_id: entry.storeId,
      actor_id: entry.actorId,
      action: entry.action,
      application_id: entry.applicationId ?? null,
      pet_id: entry.petId ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
      created_at: new Date().toISOString(),
    })
    .execute();
}
