import type { Kysely } from "kysely";
import type { ActivityAction, ActivityPage } from "../../../contract/store-teams";
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

const PAGE_SIZE = 50;

/**
 * One page of a store's activity, newest first; `before` is the last page's `next_before`.
 * The actor's name is read now from her account (null once it is gone); the pet's and the
 * applicant's are those the line kept.
 */
export async function listActivity(
  db: Kysely<DB>,
  storeId: number,
  before?: number,
): Promise<ActivityPage> {
  let query = db
    .selectFrom("store_activity")
    .leftJoin("user", "user.id", "store_activity.actor_id")
    .select([
      "store_activity.id",
      "store_activity.created_at",
      "store_activity.action",
      "store_activity.actor_id",
      "user.name as actor_name",
      "store_activity.pet_id",
      "store_activity.application_id",
      "store_activity.detail",
    ])
    .where("store_activity.vendor_id", "=", storeId)
    .orderBy("store_activity.id", "desc")
    .limit(PAGE_SIZE + 1);
  if (before !== undefined) query = query.where("store_activity.id", "<", before);
  const rows = await query.execute();
  const page = rows.slice(0, PAGE_SIZE);
  return {
    lines: page.map((row) => {
      const detail = JSON.parse(row.detail) as ActivityDetail;
      return {
        id: Number(row.id),
        at: row.created_at,
        action: row.action as ActivityAction,
        actor:
          row.actor_id !== null && row.actor_name !== null
            ? { id: row.actor_id, name: row.actor_name }
            : null,
        pet: row.pet_id !== null ? { id: Number(row.pet_id), name: detail.pet_name ?? "" } : null,
        application_id: row.application_id === null ? null : Number(row.application_id),
        applicant_name: detail.applicant_name ?? null,
        member_name: detail.member_name ?? null,
        role: detail.role ?? null,
      };
    }),
    next_before: rows.length > PAGE_SIZE ? Number(page[PAGE_SIZE - 1]!.id) : null,
  };
}
