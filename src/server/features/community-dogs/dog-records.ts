import type { Kysely } from "kysely";
import type { DogRecord, NewDogRecord } from "../../../contract/community-dogs";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import { notFound } from "../../lib/errors";
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

/** DELETE /api/community-dogs/{id}/records/{recordId}: 404 for a record of another dog. */
export async function removeDogRecord(
  db: Kysely<DB>,
  user: SessionUser,
  dogId: number,
  recordId: number,
): Promise<void> {
  await requireDog(db, user, dogId);
  const removed = await db
    .deleteFrom("dog_record")
    .where("id", "=", recordId)
    .where("dog_id", "=", dogId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) {
    throw notFound("There is no such record", "RECORD_NOT_FOUND");
  }
}
