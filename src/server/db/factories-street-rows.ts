import type { Insertable } from "kysely";
import { REPORT_OPEN_DAYS } from "../../contract/lost-found-values";
import type { Database } from "./database";
import { isoNow } from "./factories";
import type { CommunityDogTable, DogRecordTable, LostFoundReportTable } from "./schema";

/*
 * Builders of lost-and-found reports and of the community-dog register (migrations 0033,
 * 0034), written straight into their tables: for tests that read what the routes write.
 */

type Db = Pick<Database, "db">;

const today = () => isoNow().slice(0, 10);
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An open report of a black dog lost in Lalitpur today, unless told. */
export async function makeLostFoundReport(
  { db }: Db,
  report: Partial<Insertable<LostFoundReportTable>> & { user_id: string; category_id: number },
) {
  const seen_on = report.seen_on ?? today();
  return db
    .insertInto("lost_found_report")
    .values({
      kind: "lost",
      sex: "unknown",
      size: "unknown",
      colours: JSON.stringify(["black"]),
      collar: "unknown",
      district: "Lalitpur",
      seen_on,
      expires_on: daysAfter(today(), REPORT_OPEN_DAYS),
      created_at: isoNow(),
      updated_at: isoNow(),
      ...report,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A female community dog of ward 3 of Lalitpur registered today, unless told. */
export async function makeCommunityDog(
  { db }: Db,
  dog: Partial<Insertable<CommunityDogTable>> & { vendor_id: number },
) {
  return db
    .insertInto("community_dog")
    .values({
      sex: "female",
      district: "Lalitpur",
      ward: 3,
      registered_on: today(),
      created_at: isoNow(),
      updated_at: isoNow(),
      ...dog,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A community dog's rabies vaccination given today, unless told. */
export async function makeDogRecord(
  { db }: Db,
  record: Partial<Insertable<DogRecordTable>> & { dog_id: number },
) {
  const isVaccination = (record.kind ?? "vaccination") === "vaccination";
  return db
    .insertInto("dog_record")
    .values({
      kind: "vaccination",
      vaccine: isVaccination ? "rabies" : null,
      given_on: today(),
      created_at: isoNow(),
      ...record,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
