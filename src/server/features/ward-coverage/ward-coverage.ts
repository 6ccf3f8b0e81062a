import { sql, type Kysely } from "kysely";
import { nepalDay } from "../../../contract/calendar";
import { findDistrict, type District } from "../../../contract/places";
import type {
  CoverageIndex,
  DistrictCoverage,
  WardCoverage,
} from "../../../contract/ward-coverage";
import type { DB } from "../../db/schema";
import { countsOf, rabiesCountedAfter } from "./coverage-days";
import { coverageTrend, stateOn, type WardDog } from "./coverage-trend";

/*
 * Ward coverage (docs/product.md#ward-coverage): the register's dogs by ward, counted on a Nepal
 * day. Public, so it reads only the dogs and their records, never who keeps them; and only the
 * dogs of listed (active) stores, since any account may open a store and fill its register.
 */

/** The known dogs of listed stores on a Nepal day, counted: group them to read them. */
function countedDogs(db: Kysely<DB>, today: string) {
  const after = rabiesCountedAfter(today);
  return db
    .selectFrom("community_dog as d")
    .innerJoin("vendor as store", "store.id", "d.vendor_id")
    .select((eb) => [
      eb.fn.countAll<number>().as("dogs"),
      sql<number>`sum(case when d.ear_notch = 1 or exists (
        select 1 from dog_record r where r.dog_id = d.id and r.kind = 'sterilisation'
        and r.given_on <= ${today}) then 1 else 0 end)`.as("sterilised"),
      sql<number>`sum(case when exists (
        select 1 from dog_record r where r.dog_id = d.id and r.kind = 'vaccination'
        and r.vaccine = 'rabies' and r.given_on > ${after} and r.given_on <= ${today})
        then 1 else 0 end)`.as("vaccinated"),
    ])
    .where("store.status", "=", "active")
    .where("d.status", "=", "active")
    .where("d.registered_on", "<=", today);
}

/** GET /api/coverage: every district with known dogs, the most first. */
export async function coverageIndex(db: Kysely<DB>, now = new Date()): Promise<CoverageIndex> {
  const today = nepalDay(now);
  const rows = await countedDogs(db, today)
    .select("d.district")
    .groupBy("d.district")
    .orderBy("dogs", "desc")
    .orderBy("d.district")
    .execute();
  const districts = rows.flatMap((row) => {
    const district = findDistrict(row.district);
    if (!district) return [];
    const counts = countsOf(Number(row.dogs), Number(row.sterilised), Number(row.vaccinated));
    return [{ district: district.name, district_ne: district.name_ne, ...counts }];
  });
  return { today, districts };
}

/** GET /api/coverage/{district}: one line per ward with known dogs, and the district's totals. */
export async function districtCoverage(
  db: Kysely<DB>,
  district: District,
  now = new Date(),
): Promise<DistrictCoverage> {
  const today = nepalDay(now);
  const rows = await countedDogs(db, today)
    .select("d.ward")
    .where("d.district", "=", district.name)
    .groupBy("d.ward")
    .orderBy("d.ward")
    .execute();
  const wards = rows.map((row) => ({
    ward: Number(row.ward),
    ...countsOf(Number(row.dogs), Number(row.sterilised), Number(row.vaccinated)),
  }));
  const sum = (key: "dogs" | "sterilised" | "vaccinated") =>
    wards.reduce((total, ward) => total + ward[key], 0);
  return {
    district: district.name,
    district_ne: district.name_ne,
    today,
    wards,
    totals: countsOf(sum("dogs"), sum("sterilised"), sum("vaccinated")),
  };
}

/**
 * Every dog of a listed store the ward's register ever had, with its sterilisation and rabies days: the trend
 * counts dogs since gone in the months they were there.
 */
export async function readWardDogs(
  db: Kysely<DB>,
  district: string,
  ward: number,
): Promise<WardDog[]> {
  const dogs = await db
    .selectFrom("community_dog as dog")
    .innerJoin("vendor as store", "store.id", "dog.vendor_id")
    .select([
      "dog.id",
      "dog.name",
      "dog.tole",
      "dog.sex",
      "dog.ear_notch",
      "dog.status",
      "dog.registered_on",
      "dog.updated_at",
      "dog.photo_key",
      "dog.photo_width",
      "dog.photo_height",
    ])
    .where("store.status", "=", "active")
    .where("dog.district", "=", district)
    .where("dog.ward", "=", ward)
    .execute();
  // Only the listed dogs' records are kept below: another store's are dropped there.
  const records = await db
    .selectFrom("dog_record")
    .innerJoin("community_dog", "community_dog.id", "dog_record.dog_id")
    .select(["dog_record.dog_id", "dog_record.kind", "dog_record.given_on"])
    .where("community_dog.district", "=", district)
    .where("community_dog.ward", "=", ward)
    .where((eb) =>
      eb.or([
        eb("dog_record.kind", "=", "sterilisation"),
        eb.and([
          eb("dog_record.kind", "=", "vaccination"),
          eb("dog_record.vaccine", "=", "rabies"),
        ]),
      ]),
    )
    .execute();
  return dogs.sort(byName).map((dog) => {
    const own = records.filter((record) => Number(record.dog_id) === Number(dog.id));
    const days = (kind: string) =>
      own.filter((record) => record.kind === kind).map((record) => record.given_on);
    return {
      ...dog,
      id: Number(dog.id),
      ear_notch: Number(dog.ear_notch),
      sterilised_on: days("sterilisation"),
      rabies_on: days("vaccination"),
    };
  });
}

/** GET /api/coverage/{district}/wards/{ward}: its numbers today, its months and its dogs. */
export async function wardCoverage(
  db: Kysely<DB>,
  district: District,
  ward: number,
  now = new Date(),
): Promise<WardCoverage> {
  const today = nepalDay(now);
  const all = await readWardDogs(db, district.name, ward);
  const trend = coverageTrend(all, today);
  const known = all.filter((dog) => dog.status === "active" && dog.registered_on <= today);
  return {
    district: district.name,
    district_ne: district.name_ne,
    today,
    ward,
    ...countsOf(
      known.length,
      known.filter((dog) => stateOn(dog, today).sterilised).length,
      known.filter((dog) => stateOn(dog, today).vaccinated).length,
    ),
    trend,
    dog_list: known.map((dog) => ({
      id: dog.id,
      name: dog.name,
      tole: dog.tole,
      sex: dog.sex,
      sterilised: stateOn(dog, today).sterilised,
      last_rabies_on: lastDay(dog.rabies_on.filter((day) => day <= today)),
      registered_on: dog.registered_on,
      photo: dog.photo_key
        ? { key: dog.photo_key, width: dog.photo_width ?? 0, height: dog.photo_height ?? 0 }
        : null,
    })),
  };
}

/** By name, the unnamed last, then by id: the same order on both databases. */
const byName = (a: { name: string | null; id: number }, b: { name: string | null; id: number }) =>
  a.name === b.name
    ? Number(a.id) - Number(b.id)
    : a.name === null
      ? 1
      : b.name === null
        ? -1
        : a.name.localeCompare(b.name, "en");

const lastDay = (days: string[]) =>
  days.reduce<string | null>((a, b) => (a && a > b ? a : b), null);
