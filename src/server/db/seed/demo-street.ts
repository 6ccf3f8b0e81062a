import { nepalDay } from "../../../contract/calendar";
import type { CoatColour } from "../../../contract/lost-found-values";
import type { AppDeps } from "../../deps";
import { makeUser } from "../factories";
import { makeCommunityDog, makeDogRecord, makeLostFoundReport } from "../factories-street-rows";
import { DEMO_PASSWORD } from "./demo-data";

const DAY = 24 * 60 * 60 * 1000;
const dayAgo = (days: number) => nepalDay(new Date(Date.now() - days * DAY));
const dayAhead = (days: number) => nepalDay(new Date(Date.now() + days * DAY));

type Draw = (
  key: string,
  species: "dog" | "cat",
  variant: number,
) => Promise<{
  image_key: string;
  width: number;
  height: number;
}>;

interface DemoReport {
  kind: "lost" | "found";
  species: "dog" | "cat";
  name?: string;
  sex: "male" | "female" | "unknown";
  size: "small" | "medium" | "large" | "unknown";
  colours: CoatColour[];
  marks?: string;
  district: string;
  ward: number;
  tole: string;
  daysAgo: number;
}

/** Pema's lost dog and a finder's like one make a pair; the others show the list's range. */
const REPORTS: DemoReport[] = [
  {
    kind: "lost",
    species: "dog",
    name: "Kalu",
    sex: "male",
    size: "medium",
    colours: ["black", "white"],
    marks: "White patch on the chest, red collar",
    district: "Chitwan",
    ward: 7,
    tole: "Chaubiskoti",
    daysAgo: 4,
  },
  {
    kind: "found",
    species: "dog",
    sex: "male",
    size: "medium",
    colours: ["black", "white"],
    marks: "Friendly, wears a red collar",
    district: "Chitwan",
    ward: 10,
    tole: "Narayangadh",
    daysAgo: 2,
  },
  {
    kind: "lost",
    species: "cat",
    name: "Maya",
    sex: "female",
    size: "small",
    colours: ["grey"],
    district: "Kathmandu",
    ward: 10,
    tole: "Baneshwor",
    daysAgo: 6,
  },
  {
    kind: "found",
    species: "dog",
    sex: "female",
    size: "small",
    colours: ["tan"],
    district: "Kaski",
    ward: 6,
    tole: "Lakeside",
    daysAgo: 1,
  },
  {
    kind: "found",
    species: "cat",
    sex: "unknown",
    size: "small",
    colours: ["golden", "white"],
    district: "Bhaktapur",
    ward: 2,
    tole: "Suryabinayak",
    daysAgo: 3,
  },
];

/** The Kathmandu store's register: dogs of two wards of Kathmandu, most done at one camp. */
const DOGS = [
  { name: "Kalu", tole: "Kalimati", ward: 13, sex: "male", campDone: true },
  { name: "Seto", tole: "Kalimati", ward: 13, sex: "male", campDone: true },
  { name: "Khairi", tole: "Kalimati", ward: 13, sex: "female", campDone: true },
  { name: "Bhote", tole: "Tahachal", ward: 13, sex: "male", campDone: true },
  { name: null, tole: "Tahachal", ward: 13, sex: "female", campDone: false },
  { name: "Jhyaure", tole: "Kuleshwor", ward: 14, sex: "female", campDone: true },
  { name: "Kale", tole: "Kuleshwor", ward: 14, sex: "male", campDone: false },
  { name: null, tole: "Kuleshwor", ward: 14, sex: "unknown", campDone: false },
] as const;

/**
 * Lost and found reports (the matcher pairs them when the seed is done, docs/product.md#lost-and-found)
 * and the first store's community dogs: a CNVR camp 300 days ago, so some boosters fall due soon,
 * two dogs vaccinated over a year ago, and a caretaker (docs/product.md#community-dogs).
 * Returns the reports' ids.
 */
export async function seedDemoStreet(
  deps: AppDeps,
  {
    storeId,
    caretakerId,
    categoryIds,
    draw,
  }: {
    storeId: number;
    caretakerId: string;
    categoryIds: { dog: number; cat: number };
    draw: Draw;
  },
): Promise<number[]> {
  const adopter = await deps.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", "adopter@sathi.test")
    .executeTakeFirstOrThrow();
  const finder = await makeUser(deps, {
    email: "finder@sathi.test",
    firstName: "Bikash",
    lastName: "Shrestha",
    password: DEMO_PASSWORD,
  });
  const reporters = [adopter.id, finder.id];
  const ids: number[] = [];
  for (const [index, demo] of REPORTS.entries()) {
    const report = await makeLostFoundReport(deps, {
      user_id: reporters[index % 2]!,
      category_id: categoryIds[demo.species],
      kind: demo.kind,
      name: demo.name ?? null,
      sex: demo.sex,
      size: demo.size,
      colours: JSON.stringify(demo.colours),
      marks: demo.marks ?? null,
      collar: demo.marks?.includes("collar") ? "collar" : "unknown",
      district: demo.district,
      ward: demo.ward,
      tole: demo.tole,
      seen_on: dayAgo(demo.daysAgo),
    });
    const photo = await draw(`demo/report-${report.id}.webp`, demo.species, (index * 5) % 12);
    await deps.db
      .insertInto("lost_found_photo")
      .values({ report_id: report.id, position: 0, created_at: report.created_at, ...photo })
      .execute();
    ids.push(report.id);
  }
  await seedRegister(deps, storeId, caretakerId, draw);
  return ids;
}

async function seedRegister(deps: AppDeps, storeId: number, caretakerId: string, draw: Draw) {
  const heldOn = dayAgo(300);
  const camp = await deps.db
    .insertInto("cnvr_camp")
    .values({
      vendor_id: storeId,
      held_on: heldOn,
      district: "Kathmandu",
      ward: 13,
      place: "Kalimati chowk",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [index, demo] of DOGS.entries()) {
    const photo = await draw(`demo/dog-${index + 1}.webp`, "dog", (index * 7 + 3) % 12);
    const dog = await makeCommunityDog(deps, {
      vendor_id: storeId,
      name: demo.name,
      sex: demo.sex,
      district: "Kathmandu",
      ward: demo.ward,
      tole: demo.tole,
      ear_notch: demo.campDone ? 1 : 0,
      caretaker_id: demo.ward === 13 ? caretakerId : null,
      registered_on: demo.campDone ? heldOn : dayAgo(420),
      photo_key: photo.image_key,
      photo_width: photo.width,
      photo_height: photo.height,
    });
    if (demo.campDone) {
      const common = { dog_id: dog.id, given_on: heldOn, camp_id: camp.id };
      await makeDogRecord(deps, { ...common, kind: "sterilisation", vaccine: null });
      await makeDogRecord(deps, { ...common, next_due_on: dayAhead(65) });
    } else if (demo.name) {
      // Vaccinated over a year ago: its booster is overdue, and it no longer counts as covered.
      await makeDogRecord(deps, { dog_id: dog.id, given_on: dayAgo(400), next_due_on: dayAgo(35) });
    }
  }
}
