import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewCampRequest } from "../../../contract/community-dogs";
import { makeMember, makeStore } from "../../db/factories";
import { makeCommunityDog } from "../../db/factories-street-rows";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * A CNVR camp is one event (docs/product.md#community-dogs): its new dogs registered, and a
 * sterilisation and a rabies vaccination for each of its dogs, in one transaction — or nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storeWithCaretaker() {
  const owner = await t.login();
  const store = await makeStore(t.deps, { owner_id: owner.user.id });
  const caretaker = await t.login({ firstName: "Kamala" });
  await makeMember(t.deps, { vendor_id: store.id, user_id: caretaker.user.id, role: "caretaker" });
  return { owner, store, caretaker };
}

type Headers = Record<string, string>;
const enterCamp = (headers: Headers, storeId: number, json: NewCampRequest) =>
  t.api("POST /vendors/:id/camps", { param: { id: storeId }, json, headers });

/** Every row the register keeps for a store: its dogs, their records and its camps. */
async function rowsOf(storeId: number) {
  const dogs = await t.db
    .selectFrom("community_dog")
    .selectAll()
    .where("vendor_id", "=", storeId)
    .orderBy("id")
    .execute();
  const ids = dogs.map((dog) => dog.id);
  const records =
    ids.length === 0
      ? []
      : await t.db.selectFrom("dog_record").selectAll().where("dog_id", "in", ids).execute();
  const camps = await t.db
    .selectFrom("cnvr_camp")
    .selectAll()
    .where("vendor_id", "=", storeId)
    .execute();
  return { dogs, records, camps };
}

const camp = (dogs: NewCampRequest["dogs"]): NewCampRequest => ({
  held_on: "2026-03-01",
  district: "Lalitpur",
  ward: 3,
  place: "Jhamsikhel chowk",
  dogs,
  sterilised: true,
  vaccinated: true,
});

describe("a CNVR camp", () => {
  it("registers its new dogs and writes 2N records, notched, the boosters a year on", async () => {
    const w = await storeWithCaretaker();
    const known = await makeCommunityDog(t.deps, { vendor_id: w.store.id, name: "Kalu" });
    const response = await enterCamp(
      w.caretaker.headers,
      w.store.id,
      camp([
        { dog_id: known.id },
        { name: "Moti", sex: "female" },
        { sex: "male", tole: "Pulchowk", ward: 5, caretaker_id: w.caretaker.user.id },
        { dog_id: known.id },
      ]),
    );
    expect(response.status, response.text).toBe(201);
    const { dogs, records, camps } = await rowsOf(w.store.id);
    expect(dogs).toHaveLength(3);
    expect(response.json).toMatchObject({
      vendor_id: w.store.id,
      held_on: "2026-03-01",
      district: "Lalitpur",
      ward: 3,
      place: "Jhamsikhel chowk",
      dog_ids: dogs.map((dog) => dog.id),
      sterilisations: 3,
      vaccinations: 3,
    });
    expect(camps.map((row) => row.id)).toEqual([response.json.id]);
    expect(dogs.map((dog) => [dog.name, dog.ward, dog.ear_notch, dog.registered_on])).toEqual([
      ["Kalu", 3, 1, known.registered_on],
      ["Moti", 3, 1, "2026-03-01"],
      [null, 5, 1, "2026-03-01"],
    ]);
    expect(dogs[2]!.caretaker_id).toBe(w.caretaker.user.id);
    expect(records).toHaveLength(6);
    for (const dog of dogs) {
      const own = records
        .filter((record) => record.dog_id === dog.id)
        .map(({ kind, vaccine, given_on, next_due_on, camp_id }) => ({
          kind,
          vaccine,
          given_on,
          next_due_on,
          camp_id,
        }));
      expect(own).toEqual(
        expect.arrayContaining([
          {
            kind: "sterilisation",
            vaccine: null,
            given_on: "2026-03-01",
            next_due_on: null,
            camp_id: response.json.id,
          },
          {
            kind: "vaccination",
            vaccine: "rabies",
            given_on: "2026-03-01",
            next_due_on: "2027-03-01",
            camp_id: response.json.id,
          },
        ]),
      );
    }

    const listed = await t.api("GET /vendors/:id/camps", {
      param: { id: w.store.id },
      headers: w.owner.headers,
    });
    expect(listed.status).toBe(200);
    expect(listed.json.camps).toEqual([
      expect.objectContaining({
        id: response.json.id,
        dogs: 3,
        sterilisations: 3,
        vaccinations: 3,
      }),
    ]);
  });

  it("vaccinating only writes N rabies records and notches nobody", async () => {
    const w = await storeWithCaretaker();
    const response = await enterCamp(w.owner.headers, w.store.id, {
      ...camp([{ name: "Kalu" }, { name: "Moti" }]),
      sterilised: false,
    });
    expect(response.status, response.text).toBe(201);
    const { dogs, records } = await rowsOf(w.store.id);
    expect(dogs.map((dog) => dog.ear_notch)).toEqual([0, 0]);
    expect(records.map((record) => record.kind)).toEqual(["vaccination", "vaccination"]);
    expect(response.json).toMatchObject({ sterilisations: 0, vaccinations: 2 });
  });

  it.each([
    [
      "a new dog without a ward where the camp has none",
      { ward: null },
      [{ name: "Kalu" }],
      "WARD_REQUIRED",
    ],
    ["a dog in ward 40", {}, [{ name: "Kalu" }, { name: "Moti", ward: 40 }], "WARD_INVALID"],
    ["a camp in ward 30 of Lalitpur (29 wards)", { ward: 30 }, [{ name: "Kalu" }], "WARD_INVALID"],
    ["no dogs", {}, [], "BAD_REQUEST"],
    [
      "neither sterilised nor vaccinated",
      { sterilised: false, vaccinated: false },
      [{ name: "Kalu" }],
      "CAMP_NOTHING_DONE",
    ],
    ["a day ahead", { held_on: "2099-03-01" }, [{ name: "Kalu" }], "DATE_IN_FUTURE"],
  ] as const)("refuses %s and writes nothing", async (_, change, dogs, code) => {
    const w = await storeWithCaretaker();
    const response = await enterCamp(w.owner.headers, w.store.id, {
      ...camp(dogs as unknown as NewCampRequest["dogs"]),
      ...change,
    } as NewCampRequest);
    expect(response.status, response.text).toBe(400);
    expect(response.refusal.code).toBe(code);
    expect(await rowsOf(w.store.id)).toEqual({ dogs: [], records: [], camps: [] });
  });

  it("refuses 201 dogs", async () => {
    const w = await storeWithCaretaker();
    const dogs = Array.from({ length: 201 }, () => ({ sex: "unknown" as const }));
    const response = await enterCamp(w.owner.headers, w.store.id, camp(dogs));
    expect(response.status).toBe(400);
    expect(await rowsOf(w.store.id)).toEqual({ dogs: [], records: [], camps: [] });
  });

  it("takes ten camps a day from a store, then refuses the eleventh and writes nothing", async () => {
    // Each camp can put 200 vaccinated dogs on the public coverage (docs/product.md#community-dogs).
    const w = await storeWithCaretaker();
    const other = await storeWithCaretaker();
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        enterCamp(w.caretaker.headers, w.store.id, camp([{ name: `Dog ${i}` }])),
      ),
    );
    expect(sent.map((response) => response.status)).toEqual(Array(10).fill(201));
    const before = await rowsOf(w.store.id);
    expect(before.camps).toHaveLength(10);
    const eleventh = await enterCamp(w.owner.headers, w.store.id, camp([{ name: "Kalu" }]));
    expect([eleventh.status, eleventh.refusal.code]).toEqual([429, "TOO_MANY_CAMPS"]);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rowsOf(w.store.id)).toEqual(before);
    // Another store's day is its own; so is the next day.
    expect(
      (await enterCamp(other.owner.headers, other.store.id, camp([{ name: "Bhote" }]))).status,
    ).toBe(201);
    await t.db
      .updateTable("cnvr_camp")
      .set({ created_at: new Date(Date.now() - 86_400_000).toISOString() })
      .where("vendor_id", "=", w.store.id)
      .execute();
    expect((await enterCamp(w.owner.headers, w.store.id, camp([{ name: "Kalu" }]))).status).toBe(
      201,
    );
  });

  it("takes no more than ten camps a day even when they come at once", async () => {
    const w = await storeWithCaretaker();
    const sent = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        enterCamp(w.owner.headers, w.store.id, camp([{ name: `Dog ${i}` }])),
      ),
    );
    const statuses = sent.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(3).fill(429)]);
    const { camps, dogs } = await rowsOf(w.store.id);
    expect([camps.length, dogs.length]).toEqual([10, 10]);
  });

  it("writes nothing when one dog fails after others were written: all or nothing", async () => {
    const w = await storeWithCaretaker();
    const other = await storeWithCaretaker();
    const theirs = await makeCommunityDog(t.deps, { vendor_id: other.store.id });
    const before = await rowsOf(w.store.id);
    // The third dog's caretaker is not on the team: found once the first two are registered.
    const late = await enterCamp(
      w.owner.headers,
      w.store.id,
      camp([
        { name: "Kalu" },
        { name: "Moti" },
        { name: "Bhote", caretaker_id: other.caretaker.user.id },
      ]),
    );
    expect(late.status, late.text).toBe(400);
    expect(late.refusal.code).toBe("NOT_A_CARETAKER");
    const foreign = await enterCamp(
      w.owner.headers,
      w.store.id,
      camp([{ name: "Kalu" }, { dog_id: theirs.id }]),
    );
    expect(foreign.status, foreign.text).toBe(400);
    expect(foreign.refusal.code).toBe("CAMP_DOG_UNKNOWN");
    expect(await rowsOf(w.store.id)).toEqual(before);
    expect((await rowsOf(other.store.id)).records).toEqual([]);
  });

  it("is entered and listed by the store's team only", async () => {
    const w = await storeWithCaretaker();
    const other = await storeWithCaretaker();
    for (const who of [other.owner, other.caretaker]) {
      const entered = await enterCamp(who.headers, w.store.id, camp([{ name: "Kalu" }]));
      expect(entered.status).toBe(403);
      const listed = await t.api("GET /vendors/:id/camps", {
        param: { id: w.store.id },
        headers: who.headers,
      });
      expect(listed.status).toBe(403);
    }
    expect(await rowsOf(w.store.id)).toEqual({ dogs: [], records: [], camps: [] });
  });
});
