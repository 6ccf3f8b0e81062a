import type { Insertable } from "kysely";
import type { Database } from "./database";
import { isoNow } from "./factories";
import type { AnimalEventTable, FosterPlacementTable, HealthRecordTable } from "./schema";

/*
 * Builders of an animal's life in care (migration 0032), written straight into its tables: for
 * tests that read what the records' routes write. Each returns the stored row.
 */

type Db = Pick<Database, "db">;

/** An event of a pet's life: an intake of a stray today unless told. */
export async function makeAnimalEvent(
  { db }: Db,
  event: Partial<Insertable<AnimalEventTable>> & { pet_id: number; vendor_id: number },
) {
  return db
    .insertInto("animal_event")
    .values({
      kind: "intake",
      reason: event.kind === undefined || event.kind === "intake" ? "stray" : null,
      on_day: isoNow().slice(0, 10),
      created_at: isoNow(),
      ...event,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A health record of a pet: a rabies vaccination given today unless told. */
export async function makeHealthRecord(
  { db }: Db,
  record: Partial<Insertable<HealthRecordTable>> & { pet_id: number },
) {
  const isVaccination = (record.kind ?? "vaccination") === "vaccination";
  return db
    .insertInto("health_record")
    .values({
      kind: "vaccination",
      vaccine: isVaccination ? "rabies" : null,
      given_on: isoNow().slice(0, 10),
      created_at: isoNow(),
      ...record,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A pet placed in a foster home from today, still there unless `ended_on` is given. */
export async function makeFosterPlacement(
  { db }: Db,
  placement: Partial<Insertable<FosterPlacementTable>> & { pet_id: number; vendor_id: number },
) {
  return db
    .insertInto("foster_placement")
    .values({
      starts_on: isoNow().slice(0, 10),
      created_at: isoNow(),
      ...placement,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
