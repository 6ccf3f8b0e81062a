import type { Selectable } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LIVE_OUTCOMES,
  OUTCOME_KINDS,
  type AnimalEventKind,
  type IntakeKind,
  type OutcomeKind,
} from "../../../contract/animal-values";
import { nepalDay } from "../../../contract/calendar";
import type { Figures } from "../../../contract/figures";
import {
  makeAnimalEvent,
  makeFosterPlacement,
  makeHealthRecord,
} from "../../db/factories-animal-rows";
import { makeCategory, makeMember, makePet, makeStore } from "../../db/factories";
import type { AnimalEventTable, FosterPlacementTable, HealthRecordTable } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * GET /vendors/{id}/figures and /admin/figures (docs/product.md#figures): every number the API
 * gives equals a count made here, in plain JS, over the rows the test wrote.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Login = Awaited<ReturnType<TestApp["login"]>>;
type Event = Selectable<AnimalEventTable>;
type Placement = Selectable<FosterPlacementTable>;
type HealthRecord = Selectable<HealthRecordTable>;
interface Rows {
  pets: { id: number; vendor_id: number; category_id: number }[];
  categories: { id: number; category: string; category_ne: string | null }[];
  events: Event[];
  placements: Placement[];
  records: HealthRecord[];
}

const RANGE = { from: "2025-01", to: "2025-06" };
const MONTHS = ["2025-01", "2025-02", "2025-03", "2025-04", "2025-05", "2025-06"];

/** One animal's life: its events in the order they were recorded, fosters, records. */
interface Life {
  species: "dog" | "cat" | "parrot";
  events?: [AnimalEventKind, IntakeKind | OutcomeKind | null, string][];
  placements?: [starts: string, ended: string | null][];
  records?: [kind: "vaccination" | "deworming", day: string][];
}

/** A mix of every intake and outcome kind, returns, fosters and vaccinations in and around 2025's first half. */
const STORE_A: Life[] = [
  // Adopted 59 days after an intake before the range; a placement never ended: not in care.
  {
    species: "dog",
    events: [
      ["intake", "stray", "2024-11-21"],
      ["outcome", "adopted", "2025-01-19"],
    ],
    placements: [["2024-12-01", null]],
  },
  // Adopted after 30 days, back in March, in a foster home now.
  {
    species: "cat",
    events: [
      ["intake", "surrendered", "2025-01-05"],
      ["outcome", "adopted", "2025-02-04"],
      ["return", null, "2025-03-01"],
    ],
    placements: [["2025-03-02", null]],
    records: [["vaccination", "2025-01-06"]],
  },
  // In foster now, after an earlier placement ended.
  {
    species: "dog",
    events: [["intake", "transferred_in", "2025-02-10"]],
    placements: [
      ["2025-02-11", "2025-02-20"],
      ["2025-03-01", null],
    ],
    records: [
      ["vaccination", "2025-02-11"],
      ["vaccination", "2024-12-31"],
    ],
  },
  // In the centre, its placement ended.
  {
    species: "dog",
    events: [["intake", "born_in_care", "2025-03-03"]],
    placements: [["2025-03-04", "2025-04-01"]],
    records: [
      ["vaccination", "2025-03-04"],
      ["vaccination", "2025-06-30"],
      ["vaccination", "2025-07-01"],
      ["deworming", "2025-03-05"],
    ],
  },
  {
    species: "dog",
    events: [
      ["intake", "unknown", "2025-03-15"],
      ["outcome", "returned_to_owner", "2025-03-20"],
    ],
  },
  {
    species: "cat",
    events: [
      ["intake", "stray", "2025-04-01"],
      ["outcome", "transferred_out", "2025-04-10"],
    ],
  },
  {
    species: "parrot",
    events: [
      ["intake", "stray", "2025-04-02"],
      ["outcome", "released", "2025-05-01"],
    ],
  },
  {
    species: "dog",
    events: [
      ["intake", "stray", "2025-05-05"],
      ["outcome", "died", "2025-05-06"],
    ],
  },
  // Adopted after 160 days and brought back the same day: in care.
  {
    species: "dog",
    events: [
      ["intake", "stray", "2025-01-01"],
      ["outcome", "adopted", "2025-06-10"],
      ["return", null, "2025-06-10"],
    ],
  },
  // Adopted twice, 30 and 89 days after its one intake.
  {
    species: "cat",
    events: [
      ["intake", "stray", "2025-02-01"],
      ["outcome", "adopted", "2025-03-03"],
      ["return", null, "2025-04-01"],
      ["outcome", "adopted", "2025-05-01"],
    ],
  },
  // Came in after the range: in care now, outside the months.
  { species: "dog", events: [["intake", "stray", "2025-07-05"]] },
  // Nothing recorded: not in care.
  { species: "dog" },
  // Adopted the day it came in, recorded after its intake: not in care, 0 days.
  {
    species: "dog",
    events: [
      ["intake", "stray", "2025-06-01"],
      ["outcome", "adopted", "2025-06-01"],
    ],
  },
];

/** Another store's animals in the same months: never in store A's figures. */
const STORE_B: Life[] = [
  {
    species: "dog",
    events: [
      ["intake", "stray", "2025-02-02"],
      ["outcome", "adopted", "2025-02-22"],
    ],
    records: [["vaccination", "2025-02-03"]],
  },
  {
    species: "cat",
    events: [["intake", "surrendered", "2025-03-03"]],
    placements: [["2025-03-05", null]],
  },
  {
    species: "dog",
    events: [
      ["intake", "stray", "2025-04-04"],
      ["outcome", "died", "2025-04-05"],
    ],
  },
];

type Species = Life["species"];

async function buildStore(lives: Life[], categories: { [S in Species]: { id: number } }) {
  const owner = await t.login();
  const store = await makeStore(t.deps, { owner_id: owner.user.id });
  for (const life of lives) {
    const pet = await makePet(t.deps, {
      vendor_id: store.id,
      category_id: categories[life.species].id,
    });
    for (const [kind, reason, on_day] of life.events ?? []) {
      await makeAnimalEvent(t.deps, { pet_id: pet.id, vendor_id: store.id, kind, reason, on_day });
    }
    for (const [starts_on, ended_on] of life.placements ?? []) {
      await makeFosterPlacement(t.deps, {
        pet_id: pet.id,
        vendor_id: store.id,
        starts_on,
        ended_on,
      });
    }
    for (const [kind, given_on] of life.records ?? []) {
      await makeHealthRecord(t.deps, { pet_id: pet.id, kind, given_on });
    }
  }
  return { owner, store };
}

/** Every row of the tables the figures read, as stored. */
async function readRows(): Promise<Rows> {
  return {
    pets: await t.db.selectFrom("pet").select(["id", "vendor_id", "category_id"]).execute(),
    categories: await t.db
      .selectFrom("category")
      .select(["id", "category", "category_ne"])
      .execute(),
    events: await t.db.selectFrom("animal_event").selectAll().execute(),
    placements: await t.db.selectFrom("foster_placement").selectAll().execute(),
    records: await t.db.selectFrom("health_record").selectAll().execute(),
  };
}

const byDayThenId = (a: Event, b: Event) =>
  a.on_day < b.on_day ? -1 : a.on_day > b.on_day ? 1 : Number(a.id) - Number(b.id);

/** The figures counted here from the rows, over one store or (`storeId` undefined) all. */
function expectedFigures(rows: Rows, storeId: number | undefined, months: string[]) {
  const pets = rows.pets.filter((pet) => storeId === undefined || pet.vendor_id === storeId);
  const petIds = new Set(pets.map((pet) => pet.id));
  const events = rows.events.filter(
    (event) => storeId === undefined || event.vendor_id === storeId,
  );
  const inMonth = (day: string, month: string) => day.slice(0, 7) === month;
  const inRange = (day: string) => months.some((month) => inMonth(day, month));

  const inCare = new Map<number, { in_centre: number; in_foster: number }>();
  for (const pet of pets) {
    const own = events.filter((event) => event.pet_id === pet.id).sort(byDayThenId);
    const latest = own[own.length - 1];
    if (!latest || latest.kind === "outcome") continue;
    const isFostered = rows.placements.some((p) => p.pet_id === pet.id && p.ended_on === null);
    const counts = inCare.get(pet.category_id) ?? { in_centre: 0, in_foster: 0 };
    counts[isFostered ? "in_foster" : "in_centre"]++;
    inCare.set(pet.category_id, counts);
  }

  const outcomesWhere = (keep: (event: Event) => boolean) =>
    Object.fromEntries(
      OUTCOME_KINDS.map((kind) => [
        kind,
        events.filter((e) => e.kind === "outcome" && e.reason === kind && keep(e)).length,
      ]),
    );
  const monthly = months.map((month) => ({
    month,
    intakes: events.filter((e) => e.kind === "intake" && inMonth(e.on_day, month)).length,
    outcomes: outcomesWhere((e) => inMonth(e.on_day, month)),
    returns: events.filter((e) => e.kind === "return" && inMonth(e.on_day, month)).length,
    vaccinations: rows.records.filter(
      (r) => r.kind === "vaccination" && petIds.has(r.pet_id) && inMonth(r.given_on, month),
    ).length,
  }));

  const waits = events
    .filter((e) => e.kind === "outcome" && e.reason === "adopted" && inRange(e.on_day))
    .flatMap((adoption) => {
      const intakes = rows.events
        .filter((e) => e.pet_id === adoption.pet_id && e.kind === "intake")
        .filter((e) => e.on_day <= adoption.on_day)
        .sort(byDayThenId);
      const intake = intakes[intakes.length - 1];
      return intake ? [(Date.parse(adoption.on_day) - Date.parse(intake.on_day)) / 86_400_000] : [];
    })
    .sort((a, b) => a - b);
  const half = Math.floor(waits.length / 2);
  const outcomesInRange = events.filter((e) => e.kind === "outcome" && inRange(e.on_day));
  const live = outcomesInRange.filter((e) =>
    (LIVE_OUTCOMES as readonly string[]).includes(e.reason!),
  );
  return {
    in_care_now: [...inCare].map(([id, counts]) => {
      const { category, category_ne } = rows.categories.find((c) => c.id === id)!;
      return { species: { id, category, category_ne }, ...counts };
    }),
    months: monthly,
    totals: {
      intakes: events.filter((e) => e.kind === "intake" && inRange(e.on_day)).length,
      outcomes: outcomesWhere((e) => inRange(e.on_day)),
      returns: events.filter((e) => e.kind === "return" && inRange(e.on_day)).length,
      vaccinations: monthly.reduce((sum, month) => sum + month.vaccinations, 0),
      median_days_to_adoption:
        waits.length === 0
          ? null
          : waits.length % 2
            ? waits[half]
            : (waits[half - 1]! + waits[half]!) / 2,
      live_release_rate: outcomesInRange.length === 0 ? null : live.length / outcomesInRange.length,
    },
  };
}

/** In care by species in any order: the API orders its rows, the count here does not. */
const sortedInCare = (figures: Pick<Figures, "in_care_now">) =>
  [...figures.in_care_now].sort((a, b) => a.species.id - b.species.id);

let world: Awaited<ReturnType<typeof buildWorld>>;
async function buildWorld() {
  const categories = {
    dog: await makeCategory(t.deps, { category: "Dog figures", category_ne: "कुकुर आँकडा" }),
    cat: await makeCategory(t.deps, { category: "Cat figures", category_ne: "बिरालो आँकडा" }),
    parrot: await makeCategory(t.deps, { category: "Parrot figures", category_ne: null }),
  };
  const a = await buildStore(STORE_A, categories);
  const b = await buildStore(STORE_B, categories);
  return { categories, a, b };
}
beforeAll(async () => {
  world = await buildWorld();
});

const figuresOf = (id: number, who: Login | undefined, query: { from?: string; to?: string }) =>
  t.api("GET /vendors/:id/figures", { param: { id }, query, headers: who?.headers });

describe("a store's figures", () => {
  it("equal the count made from the rows, and leave out another store's", async () => {
    const { a, categories } = world;
    const response = await figuresOf(a.store.id, a.owner, RANGE);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
    const figures = response.json;
    const expected = expectedFigures(await readRows(), a.store.id, MONTHS);
    expect({ ...figures, in_care_now: sortedInCare(figures) }).toEqual({
      ...RANGE,
      ...expected,
      in_care_now: sortedInCare(expected),
    });

    // The mix as written above, counted by hand: the count here is the right one.
    expect(figures.in_care_now).toEqual([
      {
        species: { id: categories.dog.id, category: "Dog figures", category_ne: "कुकुर आँकडा" },
        in_centre: 3,
        in_foster: 1,
      },
      {
        species: { id: categories.cat.id, category: "Cat figures", category_ne: "बिरालो आँकडा" },
        in_centre: 0,
        in_foster: 1,
      },
    ]);
    expect(figures.totals).toEqual({
      intakes: 10,
      outcomes: { adopted: 6, returned_to_owner: 1, transferred_out: 1, released: 1, died: 1 },
      returns: 3,
      vaccinations: 4,
      median_days_to_adoption: 44.5,
      live_release_rate: 0.9,
    });
    expect(figures.months.map((month) => month.month)).toEqual(MONTHS);
    expect(figures.months[0]).toEqual({
      month: "2025-01",
      intakes: 2,
      outcomes: { adopted: 1, returned_to_owner: 0, transferred_out: 0, released: 0, died: 0 },
      returns: 0,
      vaccinations: 1,
    });
  });

  it("count another range and the other store alike", async () => {
    const rows = await readRows();
    const { a, b } = world;
    const months = ["2025-03", "2025-04"];
    const ofA = await figuresOf(a.store.id, a.owner, { from: "2025-03", to: "2025-04" });
    expect(ofA.json.months).toEqual(expectedFigures(rows, a.store.id, months).months);
    expect(ofA.json.totals).toEqual(expectedFigures(rows, a.store.id, months).totals);
    const ofB = await figuresOf(b.store.id, b.owner, RANGE);
    const expected = expectedFigures(rows, b.store.id, MONTHS);
    expect(ofB.json.totals).toEqual(expected.totals);
    expect(sortedInCare(ofB.json)).toEqual(sortedInCare(expected));
  });

  it("are null where there is nothing to divide: no adoption, no outcome", async () => {
    const { a } = world;
    const response = await figuresOf(a.store.id, a.owner, { from: "2023-01", to: "2023-03" });
    expect(response.json.totals.median_days_to_adoption).toBeNull();
    expect(response.json.totals.live_release_rate).toBeNull();
    expect(response.json.totals.intakes).toBe(0);
    expect(response.json.months).toHaveLength(3);
  });

  it("count the last 12 months by Nepal's day unless told, and `to` alone ends them", async () => {
    const { a } = world;
    const thisMonth = nepalDay(new Date()).slice(0, 7);
    const response = await figuresOf(a.store.id, a.owner, {});
    expect(response.json.to).toBe(thisMonth);
    expect(response.json.months).toHaveLength(12);
    expect(response.json.months[11]!.month).toBe(thisMonth);
    const ending = await figuresOf(a.store.id, a.owner, { to: "2025-06" });
    expect([ending.json.from, ending.json.to]).toEqual(["2024-07", "2025-06"]);
    const starting = await figuresOf(a.store.id, a.owner, { from: "2025-01" });
    expect(starting.json.to).toBe(thisMonth);
    const longest = await figuresOf(a.store.id, a.owner, { from: "2023-01", to: "2025-12" });
    expect(longest.json.months).toHaveLength(36);
  });

  it("refuse a bad range with a code", async () => {
    const { a } = world;
    const cases: [{ from?: string; to?: string }, string][] = [
      [{ from: "2025-13" }, "MONTH_INVALID"],
      [{ from: "2025-1", to: "2025-06" }, "MONTH_INVALID"],
      [{ to: "June" }, "MONTH_INVALID"],
      [{ from: "0999-01", to: "0999-02" }, "MONTH_INVALID"],
      [{ from: "2025-06", to: "2025-05" }, "MONTH_RANGE_REVERSED"],
      [{ from: "2023-01", to: "2026-01" }, "MONTH_RANGE_TOO_LONG"],
      [{ from: "2000-01" }, "MONTH_RANGE_TOO_LONG"],
    ];
    for (const [query, code] of cases) {
      const response = await figuresOf(a.store.id, a.owner, query);
      expect([response.status, response.refusal.code], JSON.stringify(query)).toEqual([400, code]);
    }
    const admin = await t.loginAdmin();
    const refused = await t.api("GET /admin/figures", {
      query: { from: "2025-06", to: "2025-01" },
      headers: admin.headers,
    });
    expect([refused.status, refused.refusal.code]).toEqual([400, "MONTH_RANGE_REVERSED"]);
  });

  it("are read by the store's team and the admin; a foster, a stranger and nobody are refused", async () => {
    const { a } = world;
    const member = async (role: "manager" | "carer" | "foster") => {
      const who = await t.login();
      await makeMember(t.deps, { vendor_id: a.store.id, user_id: who.user.id, role });
      return who;
    };
    for (const who of [await member("manager"), await member("carer"), await t.loginAdmin()]) {
      const response = await figuresOf(a.store.id, who, RANGE);
      expect(response.status, response.text).toBe(200);
      expect(response.json.totals.intakes).toBe(10);
    }
    const foster = await figuresOf(a.store.id, await member("foster"), RANGE);
    expect([foster.status, foster.refusal.code]).toEqual([403, "ROLE_NOT_ALLOWED"]);
    const stranger = await figuresOf(a.store.id, await t.login(), RANGE);
    expect([stranger.status, stranger.refusal.code]).toEqual([403, "NOT_YOUR_STORE"]);
    expect((await figuresOf(a.store.id, undefined, RANGE)).status).toBe(401);
    const none = await figuresOf(999_999, a.owner, RANGE);
    expect([none.status, none.refusal.code]).toEqual([404, "STORE_NOT_FOUND"]);
  });
});

describe("every store's figures", () => {
  it("are the stores' figures summed, and the count made from every row", async () => {
    const admin = await t.loginAdmin();
    const response = await t.api("GET /admin/figures", { query: RANGE, headers: admin.headers });
    expect(response.status, response.text).toBe(200);
    const all = response.json;
    const rows = await readRows();
    const expected = expectedFigures(rows, undefined, MONTHS);
    expect({ ...all, in_care_now: sortedInCare(all) }).toEqual({
      ...RANGE,
      ...expected,
      in_care_now: sortedInCare(expected),
    });

    const stores = await t.db.selectFrom("vendor").select("id").execute();
    const each = await Promise.all(
      stores.map(async ({ id }) => (await figuresOf(id, admin, RANGE)).json),
    );
    const total = (count: (figures: Figures) => number) =>
      each.reduce((sum, figures) => sum + count(figures), 0);
    expect(all.totals.intakes).toBe(total((f) => f.totals.intakes));
    expect(all.totals.returns).toBe(total((f) => f.totals.returns));
    expect(all.totals.vaccinations).toBe(total((f) => f.totals.vaccinations));
    for (const kind of OUTCOME_KINDS) {
      expect(all.totals.outcomes[kind]).toBe(total((f) => f.totals.outcomes[kind]));
    }
    all.months.forEach((month, index) => {
      expect(month.intakes).toBe(total((f) => f.months[index]!.intakes));
      expect(month.vaccinations).toBe(total((f) => f.months[index]!.vaccinations));
    });
    for (const row of all.in_care_now) {
      const rowsOf = each.flatMap((f) =>
        f.in_care_now.filter((r) => r.species.id === row.species.id),
      );
      expect(row.in_centre).toBe(rowsOf.reduce((sum, r) => sum + r.in_centre, 0));
      expect(row.in_foster).toBe(rowsOf.reduce((sum, r) => sum + r.in_foster, 0));
    }
    // Store B's animals are in the sum: more than store A's alone.
    expect(all.totals.intakes).toBeGreaterThan(10);
  });

  it("are the admin's alone", async () => {
    const owner = world.a.owner;
    const refused = await t.api("GET /admin/figures", { query: RANGE, headers: owner.headers });
    expect([refused.status, refused.refusal.code]).toEqual([403, "ADMIN_ONLY"]);
    expect((await t.api("GET /admin/figures", { query: RANGE })).status).toBe(401);
  });
});
