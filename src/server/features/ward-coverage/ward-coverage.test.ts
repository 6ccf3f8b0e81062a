import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalDay } from "../../../contract/calendar";
import { findDistrict } from "../../../contract/places";
import { makeStore, makeUser } from "../../db/factories";
import { makeCommunityDog, makeDogRecord } from "../../db/factories-street-rows";
import { createTestApp, type TestApp } from "../../test/test-app";
import { wardCoverage } from "./ward-coverage";

/**
 * Ward coverage (docs/product.md#ward-coverage): the numbers must equal a count made here, in
 * plain JavaScript over the rows the test wrote, and never name a dog's people.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const today = () => nepalDay(new Date());
const daysAgo = (days: number, from = today()) =>
  new Date(Date.parse(`${from}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

type Dog = Awaited<ReturnType<typeof makeCommunityDog>>;
type DogRecord = Awaited<ReturnType<typeof makeDogRecord>>;

/** The count as a person with the notebook would make it. */
function expectedCounts(dogs: Dog[], records: DogRecord[], day: string) {
  const known = dogs.filter((dog) => dog.status === "active" && dog.registered_on <= day);
  const recordsOf = (dog: Dog) => records.filter((record) => record.dog_id === dog.id);
  const isSterilised = (dog: Dog) =>
    Number(dog.ear_notch) === 1 ||
    recordsOf(dog).some((r) => r.kind === "sterilisation" && r.given_on <= day);
  const isVaccinated = (dog: Dog) =>
    recordsOf(dog).some(
      (r) =>
        r.kind === "vaccination" &&
        r.vaccine === "rabies" &&
        daysBetween(r.given_on, day) >= 0 &&
        daysBetween(r.given_on, day) < 365,
    );
  const sterilised = known.filter(isSterilised).length;
  const vaccinated = known.filter(isVaccinated).length;
  return {
    dogs: known.length,
    sterilised,
    sterilised_share: known.length ? sterilised / known.length : null,
    vaccinated,
    vaccinated_share: known.length ? vaccinated / known.length : null,
  };
}

/** Two wards of Kaski and one of another district, with every case the count must get right. */
async function kaskiRegister() {
  const caretaker = await makeUser(t.deps, {
    firstName: "Kamala",
    lastName: "Caretaker",
    phoneNumber: "+9779841234567",
  });
  const store = await makeStore(t.deps, { title: "Pokhara Street Dogs" });
  const dogs: Dog[] = [];
  const records: DogRecord[] = [];
  const dog = async (values: Partial<Dog>) => {
    const made = await makeCommunityDog(t.deps, {
      vendor_id: store.id,
      district: "Kaski",
      caretaker_id: caretaker.id,
      registered_on: daysAgo(500),
      ...values,
    });
    dogs.push(made);
    return made;
  };
  const record = async (dogId: number, values: Partial<DogRecord>) =>
    records.push(await makeDogRecord(t.deps, { dog_id: dogId, ...values }));

  await dog({ ward: 1, name: "Notched", ear_notch: 1 });
  const kalu = await dog({ ward: 1, name: "Kalu", tole: "Lakeside", sex: "male" });
  await record(kalu.id, { kind: "sterilisation", given_on: daysAgo(100) });
  await record(kalu.id, { given_on: daysAgo(10) });
  await record(kalu.id, { given_on: daysAgo(400) });
  const old = await dog({ ward: 1, name: "Old shot" });
  await record(old.id, { given_on: daysAgo(400) });
  const yearAgo = await dog({ ward: 1, name: "Year ago" });
  await record(yearAgo.id, { given_on: daysAgo(365) });
  const justInside = await dog({ ward: 1, name: "Just inside" });
  await record(justInside.id, { given_on: daysAgo(364) });
  const dead = await dog({ ward: 1, name: "Gone", status: "died", ear_notch: 1 });
  await record(dead.id, { given_on: daysAgo(5) });
  const wormed = await dog({ ward: 5, name: null, sex: "unknown" });
  await record(wormed.id, { kind: "deworming", given_on: daysAgo(3) });
  await record(wormed.id, { vaccine: "dhpp", given_on: daysAgo(3) });
  const fresh = await dog({ ward: 5, name: "Fresh", registered_on: daysAgo(20) });
  await record(fresh.id, { given_on: daysAgo(20) });
  await record(fresh.id, { kind: "sterilisation", given_on: daysAgo(20) });
  const elsewhere = await dog({ ward: 1, district: "Lalitpur", ear_notch: 1 });
  await record(elsewhere.id, { given_on: daysAgo(1) });
  return { caretaker, store, dogs, records };
}

describe("the districts' coverage", () => {
  it("lists every district with known dogs of a listed store, the most first, as counted over every row", async () => {
    const store = await makeStore(t.deps);
    for (const ear_notch of [1, 0]) {
      await makeCommunityDog(t.deps, { vendor_id: store.id, district: "Jumla", ear_notch });
    }
    const kalu = await makeCommunityDog(t.deps, { vendor_id: store.id, district: "Dolpa" });
    await makeDogRecord(t.deps, { dog_id: kalu.id, given_on: daysAgo(3) });
    const pending = await makeStore(t.deps, { status: "pending" });
    await makeCommunityDog(t.deps, { vendor_id: pending.id, district: "Mustang", ear_notch: 1 });
    const response = await t.api("GET /coverage");
    expect(response.status, response.text).toBe(200);

    const listed = new Set(
      (await t.db.selectFrom("vendor").select(["id", "status"]).execute())
        .filter((store) => store.status === "active")
        .map((store) => store.id),
    );
    const dogs = (await t.db.selectFrom("community_dog").selectAll().execute()).filter((dog) =>
      listed.has(dog.vendor_id),
    );
    const records = await t.db.selectFrom("dog_record").selectAll().execute();
    const expected = [...new Set(dogs.map((dog) => dog.district))]
      .map((name) => ({
        district: name,
        district_ne: findDistrict(name)!.name_ne,
        ...expectedCounts(
          dogs.filter((dog) => dog.district === name),
          records,
          today(),
        ),
      }))
      .filter((district) => district.dogs > 0)
      .sort((a, b) => b.dogs - a.dogs || (a.district < b.district ? -1 : 1));
    expect(response.json).toEqual({ today: today(), districts: expected });
    expect(expected.map((district) => district.district)).toEqual(
      expect.arrayContaining(["Jumla", "Dolpa"]),
    );
    expect(response.text).not.toContain("Mustang");
    expect(response.headers.get("cache-control")).toMatch(/^public/);
  });
});

describe("a district's coverage", () => {
  it("equals a count made by hand over the rows, ward by ward and in total", async () => {
    const { dogs, records, caretaker } = await kaskiRegister();
    const response = await t.api("GET /coverage/:district", { param: { district: "kaski" } });
    expect(response.status, response.text).toBe(200);
    const kaski = dogs.filter((dog) => dog.district === "Kaski");
    const wardOf = (ward: number) => kaski.filter((dog) => dog.ward === ward);
    expect(response.json).toEqual({
      district: "Kaski",
      district_ne: "कास्की",
      today: today(),
      wards: [
        { ward: 1, ...expectedCounts(wardOf(1), records, today()) },
        { ward: 5, ...expectedCounts(wardOf(5), records, today()) },
      ],
      totals: expectedCounts(kaski, records, today()),
    });
    // The numbers the cases above make: a wrong rule moves one of them.
    expect(response.json.wards[0]).toMatchObject({ dogs: 5, sterilised: 2, vaccinated: 2 });
    expect(response.json.totals).toMatchObject({ dogs: 7, sterilised: 3, vaccinated: 3 });
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    expect(response.text).not.toContain(caretaker.name);
    expect(response.text).not.toContain("9841234567");
  });

  it("refuses a district that does not exist and a ward out of range, with their codes", async () => {
    const district = await t.api("GET /coverage/:district", { param: { district: "Atlantis" } });
    expect(district.status).toBe(400);
    expect(district.refusal.code).toBe("UNKNOWN_DISTRICT");
    for (const [district, ward] of [
      ["Kaski", "0"],
      ["Kaski", "34"],
      ["Kaski", "x"],
      ["Kaski", "1.5"],
      ["Taplejung", "12"],
    ]) {
      const refused = await t.api("GET /coverage/:district/wards/:ward", {
        param: { district: district!, ward: ward! },
      });
      expect(refused.status, ward).toBe(400);
      expect(refused.refusal.code, ward).toBe("WARD_INVALID");
    }
    for (const ward of ["33", "३३"]) {
      const pokharasLast = await t.api("GET /coverage/:district/wards/:ward", {
        param: { district: "Kaski", ward },
      });
      expect(pokharasLast.status, ward).toBe(200);
      expect(pokharasLast.json.ward).toBe(33);
    }
    const csv = await t.api("GET /coverage/:district/wards.csv", {
      param: { district: "Nowhere" },
    });
    expect(csv.refusal.code).toBe("UNKNOWN_DISTRICT");
  });
});

describe("a ward's coverage", () => {
  it("lists its known dogs with their sterilisation and last rabies day, and no person", async () => {
    const store = await makeStore(t.deps);
    const caretaker = await makeUser(t.deps, {
      firstName: "Bishnu",
      phoneNumber: "+9779851112222",
    });
    const base = { vendor_id: store.id, district: "Syangja", ward: 4, caretaker_id: caretaker.id };
    const tiger = await makeCommunityDog(t.deps, {
      ...base,
      name: "Tiger",
      tole: "Bazaar",
      photo_key: "dogs/tiger.webp",
      photo_width: 800,
      photo_height: 600,
    });
    await makeDogRecord(t.deps, { dog_id: tiger.id, given_on: daysAgo(30) });
    await makeDogRecord(t.deps, { dog_id: tiger.id, given_on: daysAgo(200) });
    const unnamed = await makeCommunityDog(t.deps, { ...base, ear_notch: 1, sex: "male" });
    await makeCommunityDog(t.deps, { ...base, name: "Moved", status: "moved" });
    const response = await t.api("GET /coverage/:district/wards/:ward", {
      param: { district: "Syangja", ward: "4" },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      district: "Syangja",
      ward: 4,
      dogs: 2,
      sterilised: 1,
      sterilised_share: 0.5,
      vaccinated: 1,
      vaccinated_share: 0.5,
    });
    expect(response.json.dog_list).toEqual([
      {
        id: tiger.id,
        name: "Tiger",
        tole: "Bazaar",
        sex: "female",
        sterilised: false,
        last_rabies_on: daysAgo(30),
        registered_on: tiger.registered_on,
        photo: { key: "dogs/tiger.webp", width: 800, height: 600 },
      },
      {
        id: unnamed.id,
        name: null,
        tole: null,
        sex: "male",
        sterilised: true,
        last_rabies_on: null,
        registered_on: unnamed.registered_on,
        photo: null,
      },
    ]);
    expect(response.text).not.toMatch(/Bishnu|9851112222|caretaker|vendor/);
    const empty = await t.api("GET /coverage/:district/wards/:ward", {
      param: { district: "Syangja", ward: "9" },
    });
    expect(empty.json).toMatchObject({ dogs: 0, sterilised_share: null, dog_list: [] });
  });

  it("shows the last 12 months, each counted on its last day, dogs gone since included", async () => {
    const store = await makeStore(t.deps);
    const district = findDistrict("Dolakha")!;
    const now = new Date("2026-06-15T06:00:00Z");
    const base = { vendor_id: store.id, district: "Dolakha", ward: 2 };
    const dogs = [
      await makeCommunityDog(t.deps, { ...base, name: "Early", registered_on: "2025-03-01" }),
      await makeCommunityDog(t.deps, { ...base, name: "Spring", registered_on: "2026-02-10" }),
      // Marked dead on 10 March 2026 (Nepal): known through February, not after.
      await makeCommunityDog(t.deps, {
        ...base,
        name: "Gone",
        registered_on: "2025-01-01",
        status: "died",
        updated_at: "2026-03-10T04:00:00.000Z",
      }),
    ];
    const records = [
      await makeDogRecord(t.deps, { dog_id: dogs[0]!.id, given_on: "2025-08-20" }),
      await makeDogRecord(t.deps, {
        dog_id: dogs[0]!.id,
        kind: "sterilisation",
        given_on: "2026-01-05",
      }),
      await makeDogRecord(t.deps, { dog_id: dogs[1]!.id, given_on: "2026-05-31" }),
      await makeDogRecord(t.deps, { dog_id: dogs[2]!.id, given_on: "2025-06-01" }),
    ];
    const coverage = await wardCoverage(t.db, district, 2, now);
    expect(coverage.trend.map((month) => month.month)).toEqual([
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
    ]);
    for (const month of coverage.trend) {
      const end =
        month.month === "2026-06"
          ? "2026-06-15"
          : new Date(Date.UTC(+month.month.slice(0, 4), +month.month.slice(5), 0))
              .toISOString()
              .slice(0, 10);
      // Known then: registered by then, and not yet marked gone.
      const there = dogs.filter(
        (dog) =>
          dog.registered_on <= end && (dog.status === "active" || nepalDay(dog.updated_at) > end),
      );
      const counts = expectedCounts(
        there.map((dog) => ({ ...dog, status: "active" as const })),
        records,
        end,
      );
      expect(month, month.month).toEqual({
        month: month.month,
        counted_on: end,
        dogs: counts.dogs,
        sterilised_share: counts.sterilised_share,
        vaccinated_share: counts.vaccinated_share,
      });
    }
    expect(coverage.trend.map((month) => month.dogs)).toEqual([2, 2, 2, 2, 2, 2, 2, 3, 2, 2, 2, 2]);
  });
});

describe("a store not yet listed", () => {
  it("counts none of its dogs anywhere public until the admin makes it active", async () => {
    // Any account may open a store; it stays pending until the admin lists it, and until then
    // its register must not move a ward's public numbers (docs/product.md#ward-coverage).
    const store = await makeStore(t.deps, { status: "pending" });
    const base = { vendor_id: store.id, district: "Bhaktapur", ward: 6, name: "Fake" };
    const dogs = [
      await makeCommunityDog(t.deps, { ...base, registered_on: "2025-01-01" }),
      await makeCommunityDog(t.deps, { ...base, ear_notch: 1, registered_on: "2025-01-01" }),
    ];
    for (const dog of dogs) await makeDogRecord(t.deps, { dog_id: dog.id, given_on: daysAgo(3) });
    const read = async () => ({
      district: await t.api("GET /coverage/:district", { param: { district: "Bhaktapur" } }),
      ward: await t.api("GET /coverage/:district/wards/:ward", {
        param: { district: "Bhaktapur", ward: "6" },
      }),
      districtCsv: await csvAt("/api/coverage/Bhaktapur/wards.csv"),
      wardCsv: await csvAt("/api/coverage/Bhaktapur/wards/6/dogs.csv"),
    });
    const hidden = await read();
    expect(hidden.district.status, hidden.district.text).toBe(200);
    expect(hidden.district.json.wards).toEqual([]);
    expect(hidden.district.json.totals).toMatchObject({ dogs: 0, vaccinated: 0 });
    expect(hidden.ward.json).toMatchObject({ dogs: 0, vaccinated: 0, dog_list: [] });
    expect(hidden.ward.json.trend.every((month) => month.dogs === 0)).toBe(true);
    expect(hidden.districtCsv.lines.slice(1)).toEqual([`Bhaktapur,Total,0,0,,0,,${today()}`]);
    expect(hidden.wardCsv.lines).toHaveLength(1);

    await t.db.updateTable("vendor").set({ status: "active" }).where("id", "=", store.id).execute();
    const shown = await read();
    expect(shown.district.json.wards).toEqual([
      { ward: 6, ...expectedCounts(dogs, [], today()), vaccinated: 2, vaccinated_share: 1 },
    ]);
    expect(shown.ward.json).toMatchObject({ dogs: 2, sterilised: 1, vaccinated: 2 });
    expect(shown.ward.json.dog_list.map((dog) => dog.id)).toEqual(dogs.map((dog) => dog.id));
    expect(shown.ward.json.trend.at(-1)).toMatchObject({ dogs: 2, vaccinated_share: 1 });
    expect(shown.districtCsv.lines).toHaveLength(3);
    expect(shown.wardCsv.lines).toHaveLength(3);
  });
});

/** A CSV file's lines after its byte-order mark, which it must start with. */
async function csvAt(path: string) {
  const response = await t.app.request(path);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(3));
  expect(text.endsWith("\r\n")).toBe(true);
  return {
    status: response.status,
    headers: response.headers,
    lines: text.trimEnd().split("\r\n"),
  };
}

describe("the coverage as CSV", () => {
  it("gives one row per dog of a ward and one per ward of a district, formulas shown as text", async () => {
    const store = await makeStore(t.deps);
    const base = { vendor_id: store.id, district: "Gorkha", ward: 7 };
    const bhote = await makeCommunityDog(t.deps, {
      ...base,
      name: "Bhote, the big one",
      tole: '=HYPERLINK("http://evil.test")',
    });
    await makeDogRecord(t.deps, { dog_id: bhote.id, given_on: daysAgo(2) });
    const plus = await makeCommunityDog(t.deps, { ...base, name: "+Plus", ear_notch: 1 });
    await makeCommunityDog(t.deps, { ...base, ward: 8 });
    const ward = await csvAt("/api/coverage/Gorkha/wards/7/dogs.csv");
    expect(ward.status).toBe(200);
    expect(ward.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(ward.headers.get("content-disposition")).toContain("coverage-gorkha-ward-7.csv");
    const lines = ward.lines;
    expect(lines).toEqual([
      "District,Ward,Tole,Name,Sex,Sterilised,Last rabies vaccination,Registered on",
      `Gorkha,7,,'+Plus,female,yes,,${plus.registered_on}`,
      `Gorkha,7,"'=HYPERLINK(""http://evil.test"")","Bhote, the big one",female,no,${daysAgo(2)},${bhote.registered_on}`,
    ]);
    const district = await csvAt("/api/coverage/gorkha/wards.csv");
    expect(district.lines).toEqual([
      "District,Ward,Known dogs,Sterilised,Sterilised %,Rabies vaccinated within a year,Vaccinated %,Counted on",
      `Gorkha,7,2,1,50.0,1,50.0,${today()}`,
      `Gorkha,8,1,0,0.0,0,0.0,${today()}`,
      `Gorkha,Total,3,1,33.3,1,33.3,${today()}`,
    ]);
  });
});
