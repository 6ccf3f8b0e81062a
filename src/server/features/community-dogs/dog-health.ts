import type { Kysely } from "kysely";
import type { DogHealth, DogRecord } from "../../../contract/community-dogs";
import type { DB } from "../../db/schema";

/*
 * What a community dog's records say of it now: its latest sterilisation and its latest rabies
 * vaccination, whose next due day is its booster (docs/product.md#community-dogs).
 */

/** Dogs read per query: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 500;

const chunks = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) =>
    ids.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** Latest first within each dog: the day it was given, then the line written last. */
const latestFirst = (db: Kysely<DB>, ids: number[]) =>
  db
    .selectFrom("dog_record")
    .select(["id", "dog_id", "kind", "given_on", "next_due_on"])
    .where("dog_id", "in", ids)
    .orderBy("dog_id")
    .orderBy("given_on", "desc")
    .orderBy("id", "desc");

export interface LatestRabies {
  record_id: number;
  given_on: string;
  next_due_on: string | null;
}

/**
 * Each dog's latest rabies vaccination, by dog id; a dog without one is not in the map. For the
 * ward coverage and the booster reminders as much as for the register.
 */
export async function latestRabies(
  db: Kysely<DB>,
  dogIds: readonly number[],
): Promise<Map<number, LatestRabies>> {
  const latest = new Map<number, LatestRabies>();
  for (const ids of chunks(dogIds)) {
    const rows = await latestFirst(db, ids)
      .where("kind", "=", "vaccination")
      .where("vaccine", "=", "rabies")
      .execute();
    for (const row of rows) {
      const dogId = Number(row.dog_id);
      if (latest.has(dogId)) continue;
      latest.set(dogId, {
        record_id: Number(row.id),
        given_on: row.given_on,
        next_due_on: row.next_due_on,
      });
    }
  }
  return latest;
}

/** Each dog's latest sterilisation day, by dog id. */
async function sterilisedOn(db: Kysely<DB>, dogIds: readonly number[]) {
  const days = new Map<number, string>();
  for (const ids of chunks(dogIds)) {
    const rows = await latestFirst(db, ids).where("kind", "=", "sterilisation").execute();
    for (const row of rows) {
      if (!days.has(Number(row.dog_id))) days.set(Number(row.dog_id), row.given_on);
    }
  }
  return days;
}

/** Every dog's health as its records say it, by dog id (every id given is in the map). */
export async function dogHealth(
  db: Kysely<DB>,
  dogIds: readonly number[],
): Promise<Map<number, DogHealth>> {
  const [rabies, sterilised] = await Promise.all([
    latestRabies(db, dogIds),
    sterilisedOn(db, dogIds),
  ]);
  return new Map(
    dogIds.map((id) => {
      const latest = rabies.get(id);
      return [
        id,
        {
          sterilised_on: sterilised.get(id) ?? null,
          rabies: latest ? { given_on: latest.given_on, next_due_on: latest.next_due_on } : null,
        },
      ];
    }),
  );
}

/** The records as the team reads them, with the name of who wrote each. */
export const selectDogRecords = (db: Kysely<DB>) =>
  db
    .selectFrom("dog_record")
    .leftJoin("user", "user.id", "dog_record.recorded_by")
    .select([
      "dog_record.id",
      "dog_record.dog_id",
      "dog_record.kind",
      "dog_record.vaccine",
      "dog_record.given_on",
      "dog_record.next_due_on",
      "dog_record.camp_id",
      "dog_record.created_at",
      "user.name as recorded_by_name",
    ])
    .orderBy("dog_record.given_on", "desc")
    .orderBy("dog_record.id", "desc");

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectDogRecords>["execute"]>>[number];
export const toDogRecord = (row: RecordRow): DogRecord => ({
  ...row,
  id: Number(row.id),
  dog_id: Number(row.dog_id),
  camp_id: row.camp_id === null ? null : Number(row.camp_id),
});

/** A dog's records, newest first. */
export async function listDogRecords(db: Kysely<DB>, dogId: number): Promise<DogRecord[]> {
  const rows = await selectDogRecords(db).where("dog_record.dog_id", "=", dogId).execute();
  return rows.map(toDogRecord);
}
