import type { Kysely } from "kysely";
import type { HealthRecord, NewRecord, RecordsResponse } from "../../../contract/animal-records";
import { FOSTER_RECORD_KINDS, type RecordKind } from "../../../contract/animal-values";
import type { SessionUser } from "../../auth/session";
import type { DB, Pet } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { recordActivity, requirePetAction, roleIn, roleRefused } from "../stores";
import { readHealthSummary } from "./health-summary";

/*
 * An animal's health records (docs/decisions/049-animal-records.md): written by the team and,
 * for weights and notes, by the foster the animal is placed with now; read by them and the admin.
 */

export const recordNotFound = () => notFound("There is no such record", "RECORD_NOT_FOUND");

/** The records as the team reads them, with the name of who wrote each. */
export const selectRecords = (db: Kysely<DB>) =>
  db
    .selectFrom("health_record")
    .leftJoin("user", "user.id", "health_record.recorded_by")
    .selectAll("health_record")
    .select("user.name as recorded_by_name")
    .orderBy("health_record.given_on", "desc")
    .orderBy("health_record.id", "desc");

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>["execute"]>>[number];
const toRecord = ({ followed_by: _, recorded_by: __, ...row }: RecordRow): HealthRecord => ({
  ...row,
  id: Number(row.id),
  pet_id: Number(row.pet_id),
  weight_kg: row.weight_kg === null ? null : Number(row.weight_kg),
});

/** The team reads an animal's records (a foster those of hers); the admin too, as a reader. */
async function requireRecordsReader(db: Kysely<DB>, user: SessionUser, petId: number) {
  if (user.isAdmin) {
    const pet = await db.selectFrom("pet").selectAll().where("id", "=", petId).executeTakeFirst();
    if (pet && !(await roleIn(db, user.id, pet.vendor_id))) return pet;
  }
  return requirePetAction(db, user, petId, "records");
}

/** GET /api/pets/{id}/records: every record, newest first, and the summary the public sees. */
export async function listRecords(
  db: Kysely<DB>,
  user: SessionUser,
  petId: number,
): Promise<RecordsResponse> {
  const pet = await requireRecordsReader(db, user, petId);
  const rows = await selectRecords(db).where("health_record.pet_id", "=", petId).execute();
  return {
    pet: { id: pet.id, name: pet.name, vendor_id: pet.vendor_id },
    records: rows.map(toRecord),
    summary: await readHealthSummary(db, pet),
  };
}

/** POST /api/pets/{id}/records: a foster writes only weights and notes. */
export async function addRecord(
  db: Kysely<DB>,
  user: SessionUser,
  petId: number,
  record: NewRecord,
): Promise<HealthRecord> {
  const pet = await requirePetAction(db, user, petId, "records");
  if (
    pet.role === "foster" &&
    !(FOSTER_RECORD_KINDS as readonly RecordKind[]).includes(record.kind)
  ) {
    throw roleRefused();
  }
  return db.transaction().execute((trx) => writeRecord(trx, pet, user.id, record));
}

/**
 * Writes a record in the caller's transaction: it closes the open due items of its series that
 * came before it, a weight becomes the profile's, and the pet's row is touched so its cached
 * public answer (whose summary this may change) is made again (docs/decisions/046-…md).
 */
export async function writeRecord(
  trx: Kysely<DB>,
  pet: Pick<Pet, "id" | "vendor_id" | "name">,
  userId: string,
  record: NewRecord,
): Promise<HealthRecord> {
  const now = new Date().toISOString();
  const { id } = await trx
    .insertInto("health_record")
    .values({ ...record, pet_id: pet.id, recorded_by: userId, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  let earlier = trx
    .updateTable("health_record")
    .set({ followed_by: id })
    .where("pet_id", "=", pet.id)
    .where("kind", "=", record.kind)
    .where("id", "!=", id)
    .where("followed_by", "is", null)
    .where("next_due_on", "is not", null)
    .where("given_on", "<=", record.given_on);
  // A series: the same vaccine, or the same medicine for a deworming or a treatment.
  if (record.kind === "vaccination") earlier = earlier.where("vaccine", "=", record.vaccine);
  if (record.kind === "deworming" || record.kind === "treatment") {
    earlier =
      record.treatment === null
        ? earlier.where("treatment", "is", null)
        : earlier.where("treatment", "=", record.treatment);
  }
  await earlier.execute();
  await touchPet(trx, pet.id, now);
  await recordActivity(trx, {
    storeId: pet.vendor_id,
    actorId: userId,
    action: "record_added",
    petId: pet.id,
    detail: { pet_name: pet.name },
  });
  const row = await selectRecords(trx).where("health_record.id", "=", id).executeTakeFirstOrThrow();
  return toRecord(row);
}

/**
 * The profile's weight is the latest weighed; `updated_at` moves in any case (see writeRecord).
 * With the last weight record removed, the profile shows no weight rather than the removed one.
 */
async function touchPet(
  trx: Kysely<DB>,
  petId: number,
  now: string,
  { weightRemoved = false } = {},
) {
  const weighed = await trx
    .selectFrom("health_record")
    .select("weight_kg")
    .where("pet_id", "=", petId)
    .where("kind", "=", "weight")
    .orderBy("given_on", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  await trx
    .updateTable("pet")
    .set({
      updated_at: now,
      ...(weighed
        ? { weight_kg: Number(weighed.weight_kg) }
        : weightRemoved
          ? { weight_kg: null }
          : {}),
    })
    .where("id", "=", petId)
    .execute();
}

/** DELETE /api/pets/{id}/records/{recordId}: the team's, not a foster's; what it closed is open again. */
export async function removeRecord(
  db: Kysely<DB>,
  user: SessionUser,
  petId: number,
  recordId: number,
): Promise<void> {
  const pet = await requirePetAction(db, user, petId, "records");
  if (pet.role === "foster") throw roleRefused();
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("health_record")
      .where("id", "=", recordId)
      .where("pet_id", "=", petId)
      .returning("kind")
      .executeTakeFirst();
    if (!removed) throw recordNotFound();
    await trx
      .updateTable("health_record")
      .set({ followed_by: null })
      .where("followed_by", "=", recordId)
      .execute();
    await touchPet(trx, petId, new Date().toISOString(), {
      weightRemoved: removed.kind === "weight",
    });
    await recordActivity(trx, {
      storeId: pet.vendor_id,
      actorId: user.id,
      action: "record_removed",
      petId,
      detail: { pet_name: pet.name },
    });
  });
}
