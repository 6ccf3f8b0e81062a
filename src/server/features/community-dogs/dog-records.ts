import type { Kysely } from "kysely";
import type { DogRecord, NewDogRecord } from "../../../contract/community-dogs";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { roleRefused } from "../stores";
import { requireDog } from "./community-dogs";
import { selectDogRecords, toDogRecord } from "./dog-health";

/** Writes a dog's record in the caller's transaction; returns its id. */
export async function insertDogRecord(
  trx: Kysely<DB>,
  dogId: number,
  userId: string,
  record: NewDogRecord & { camp_id?: number | null },
) {
  const { id } = await trx
    .insertInto("dog_record")
    .values({
      ...record,
      dog_id: dogId,
      recorded_by: userId,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** POST /api/community-dogs/{id}/records. */
export async function addDogRecord(
  db: Kysely<DB>,
  user: SessionUser,
  dogId: number,
  record: NewDogRecord,
): Promise<DogRecord> {
  await requireDog(db, user, dogId);
  const id = await insertDogRecord(db, dogId, user.id, record);
  return toDogRecord(
    await selectDogRecords(db).where("dog_record.id", "=", id).executeTakeFirstOrThrow(),
  );
}

/**
 * DELETE /api/community-dogs/{id}/records/{recordId}: 404 for a record of another dog. A
 * caretaker removes only what she recorded herself (403 ROLE_NOT_ALLOWED for the rest); the
 * store's owners, managers and carers remove any (docs/product.md#community-dogs).
 */
export async function removeDogRecord(
  db: Kysely<DB>,
  user: SessionUser,
  dogId: number,
  recordId: number,
): Promise<void> {
  const { role } = await requireDog(db, user, dogId);
  const record = await db
    .selectFrom("dog_record")
    .select("recorded_by")
    .where("id", "=", recordId)
    .where("dog_id", "=", dogId)
    .executeTakeFirst();
  if (!record) throw notFound("There is no such record", "RECORD_NOT_FOUND");
  if (role === "caretaker" && record.recorded_by !== user.id) throw roleRefused();
  await db.deleteFrom("dog_record").where("id", "=", recordId).execute();
}
