import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalDay } from "../../../contract/calendar";
import type { NewDogRequest } from "../../../contract/community-dogs";
import type { StoreRole } from "../../../contract/store-roles";
import { makeMember, makeStore } from "../../db/factories";
import { makeCommunityDog, makeDogRecord } from "../../db/factories-street-rows";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DOGS_PER_DAY } from "./daily-caps";

/**
 * The community-dog register (docs/product.md#community-dogs): a store's team and its caretakers
 * register the dogs of a street, write their records and enter CNVR camps; bad input is a 4xx
 * with a code and saves nothing; nobody else reaches a store's dogs.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Login = Awaited<ReturnType<TestApp["login"]>>;
const today = () => nepalDay(new Date());

async function storeWithTeam() {
  const owner = await t.login({ firstName: "Asha" });
  const store = await makeStore(t.deps, { owner_id: owner.user.id });
  const member = async (role: StoreRole, firstName: string) => {
    const login = await t.login({ firstName });
    await makeMember(t.deps, { vendor_id: store.id, user_id: login.user.id, role });
    return login;
  };
  return {
    owner,
    store,
    caretaker: await member("caretaker", "Kamala"),
    carer: await member("carer", "Hari"),
    foster: await member("foster", "Mina"),
  };
}

const register = (who: Login, storeId: number, json: NewDogRequest) =>
  t.api("POST /vendors/:id/community-dogs", { param: { id: storeId }, json, headers: who.headers });

const dogsOf = async (storeId: number) =>
  t.db.selectFrom("community_dog").selectAll().where("vendor_id", "=", storeId).execute();

const recordsOf = async (dogIds: number[]) =>
  dogIds.length === 0
    ? []
    : t.db.selectFrom("dog_record").selectAll().where("dog_id", "in", dogIds).execute();

describe("registering a dog", () => {
  it("keeps its place, marks and caretaker; registered today unless told", async () => {
    const w = await storeWithTeam();
    const response = await register(w.owner, w.store.id, {
      name: "Kalu",
      sex: "male",
      district: "lalitpur",
      ward: "३",
      tole: "Jhamsikhel",
      ear_notch: true,
      collar_tag: "Red collar",
      caretaker_id: w.caretaker.user.id,
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      vendor_id: w.store.id,
      name: "Kalu",
      sex: "male",
      district: "Lalitpur",
      ward: 3,
      tole: "Jhamsikhel",
      ear_notch: true,
      collar_tag: "Red collar",
      caretaker: { id: w.caretaker.user.id, name: "Kamala Gurung" },
      status: "active",
      registered_on: today(),
      photo: null,
      health: { sterilised_on: null, rabies: null },
      records: [],
    });
    const [row] = await dogsOf(w.store.id);
    expect(row).toMatchObject({ id: response.json.id, ward: 3, ear_notch: 1 });
    expect(row!.created_by).toBe(w.owner.user.id);
  });

  it.each([
    ["no ward", { district: "Lalitpur" }, "WARD_REQUIRED"],
    ["an empty ward", { district: "Lalitpur", ward: "" }, "WARD_REQUIRED"],
    ["ward 34", { district: "Lalitpur", ward: 34 }, "WARD_INVALID"],
    ["ward 30 of Lalitpur, whose most are 29", { district: "Lalitpur", ward: 30 }, "WARD_INVALID"],
    ["ward 0", { district: "Lalitpur", ward: 0 }, "WARD_INVALID"],
    ["ward 2.5", { district: "Lalitpur", ward: 2.5 }, "WARD_INVALID"],
    ["an unknown district", { district: "Atlantis", ward: 3 }, "UNKNOWN_DISTRICT"],
    ["no district", { ward: 3 }, "DISTRICT_REQUIRED"],
    ["a day ahead", { district: "Kaski", ward: 3, registered_on: "2099-01-01" }, "DATE_IN_FUTURE"],
    [
      "an impossible day",
      { district: "Kaski", ward: 3, registered_on: "2026-02-30" },
      "DATE_INVALID",
    ],
    ["a sex not on the list", { district: "Kaski", ward: 3, sex: "cat" }, "BAD_REQUEST"],
  ] as const)("refuses %s with its code and saves nothing", async (_, json, code) => {
    const w = await storeWithTeam();
    const response = await register(w.owner, w.store.id, json as unknown as NewDogRequest);
    expect(response.status, response.text).toBe(400);
    expect(response.refusal.code).toBe(code);
    expect(await dogsOf(w.store.id)).toEqual([]);
  });

  it("takes as caretaker only a caretaker of this store's team", async () => {
    const w = await storeWithTeam();
    const other = await storeWithTeam();
    for (const caretaker_id of [w.carer.user.id, other.caretaker.user.id, "nobody"]) {
      const response = await register(w.owner, w.store.id, {
        district: "Lalitpur",
        ward: 3,
        caretaker_id,
      });
      expect(response.status, response.text).toBe(400);
      expect(response.refusal.code).toBe("NOT_A_CARETAKER");
    }
    expect(await dogsOf(w.store.id)).toEqual([]);
  });

  it("takes DOGS_PER_DAY dogs one by one a Nepal day from a store, even at once; a camp's are not counted", async () => {
    // Each may count on the public coverage (docs/product.md#community-dogs).
    const w = await storeWithTeam();
    const other = await storeWithTeam();
    const camp = await t.api("POST /vendors/:id/camps", {
      param: { id: w.store.id },
      json: {
        held_on: today(),
        district: "Lalitpur",
        ward: 3,
        dogs: [{ name: "Moti" }, { name: "Bhote" }],
        sterilised: true,
        vaccinated: false,
      },
      headers: w.owner.headers,
    });
    expect(camp.status, camp.text).toBe(201);
    const at = new Date().toISOString();
    const earlier = Array.from({ length: DOGS_PER_DAY - 5 }, () => ({
      vendor_id: w.store.id,
      sex: "unknown" as const,
      district: "Lalitpur",
      ward: 3,
      registered_on: today(),
      created_at: at,
      updated_at: at,
    }));
    await t.db.insertInto("community_dog").values(earlier).execute();
    const dog = { district: "Lalitpur", ward: 3 };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => register(w.caretaker, w.store.id, dog)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(3).fill(429)]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.refusal.code).toBe("TOO_MANY_DOGS");
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(await dogsOf(w.store.id)).toHaveLength(DOGS_PER_DAY + 2);
    // Another store's day is its own; so is the next day.
    expect((await register(other.owner, other.store.id, dog)).status).toBe(201);
    await t.db
      .updateTable("community_dog")
      .set({ created_at: new Date(Date.now() - 86_400_000).toISOString() })
      .where("vendor_id", "=", w.store.id)
      .execute();
    expect((await register(w.owner, w.store.id, dog)).status).toBe(201);
  });
});

describe("the register", () => {
  it("lists the store's dogs with their latest sterilisation and rabies state, as filtered", async () => {
    const w = await storeWithTeam();
    const kalu = await makeCommunityDog(t.deps, {
      vendor_id: w.store.id,
      name: "Kalu",
      tole: "Jhamsikhel",
    });
    const moti = await makeCommunityDog(t.deps, { vendor_id: w.store.id, name: "Moti", ward: 5 });
    const elsewhere = await makeCommunityDog(t.deps, {
      vendor_id: w.store.id,
      district: "Kaski",
      ward: 3,
    });
    const otherStore = await makeCommunityDog(t.deps, { vendor_id: (await makeStore(t.deps)).id });
    await makeDogRecord(t.deps, {
      dog_id: kalu.id,
      given_on: "2025-01-10",
      next_due_on: "2026-01-10",
    });
    await makeDogRecord(t.deps, {
      dog_id: kalu.id,
      given_on: "2026-01-12",
      next_due_on: "2027-01-12",
    });
    await makeDogRecord(t.deps, { dog_id: kalu.id, kind: "sterilisation", given_on: "2025-01-10" });
    await makeDogRecord(t.deps, { dog_id: kalu.id, vaccine: "dhpp", given_on: "2026-02-01" });

    const list = (query: Record<string, string> = {}) =>
      t.api("GET /vendors/:id/community-dogs", {
        param: { id: w.store.id },
        query,
        headers: w.caretaker.headers,
      });
    const all = await list();
    expect(all.status, all.text).toBe(200);
    expect(all.json.total).toBe(3);
    const ids = all.json.dogs.map((dog) => dog.id);
    expect(ids.sort()).toEqual([kalu.id, moti.id, elsewhere.id].sort());
    expect(ids).not.toContain(otherStore.id);
    expect(all.json.dogs.find((dog) => dog.id === kalu.id)!.health).toEqual({
      sterilised_on: "2025-01-10",
      rabies: { given_on: "2026-01-12", next_due_on: "2027-01-12" },
    });
    expect(all.json.dogs.find((dog) => dog.id === moti.id)!.health.rabies).toBeNull();

    const named = (response: Awaited<ReturnType<typeof list>>) =>
      response.json.dogs.map((dog) => dog.id).sort();
    expect(named(await list({ ward: "3", district: "Lalitpur" }))).toEqual([kalu.id]);
    expect(named(await list({ ward: "५" }))).toEqual([moti.id]);
    expect(named(await list({ district: "kaski" }))).toEqual([elsewhere.id]);
    expect(named(await list({ q: "jhamsi" }))).toEqual([kalu.id]);
    expect(named(await list({ q: "100%" }))).toEqual([]);
    const badWard = await list({ ward: "34" });
    expect(badWard.status).toBe(400);
    expect(badWard.refusal.code).toBe("WARD_INVALID");
  });

  it("changes a dog's details and status; a bad change is refused and changes nothing", async () => {
    const w = await storeWithTeam();
    const dog = await makeCommunityDog(t.deps, { vendor_id: w.store.id, name: "Kalu", ward: 7 });
    const patch = (json: Record<string, unknown>) =>
      t.api("PATCH /community-dogs/:id", {
        param: { id: dog.id },
        json,
        headers: w.caretaker.headers,
      });
    for (const [json, code] of [
      [{ ward: 40 }, "WARD_INVALID"],
      // The dog lives in ward 7 of Lalitpur (29 wards); Mustang's most are 5.
      [{ ward: 30 }, "WARD_INVALID"],
      [{ district: "Mustang", ward: 6 }, "WARD_INVALID"],
      [{ district: "Mustang" }, "WARD_INVALID"],
      [{ ward: null }, "WARD_REQUIRED"],
      [{ district: "" }, "DISTRICT_REQUIRED"],
      [{ status: "lost" }, "BAD_REQUEST"],
      [{ caretaker_id: w.carer.user.id }, "NOT_A_CARETAKER"],
    ] as const) {
      const refused = await patch(json);
      expect(refused.status, refused.text).toBe(400);
      expect(refused.refusal.code).toBe(code);
    }
    const unchanged = await t.db
      .selectFrom("community_dog")
      .selectAll()
      .where("id", "=", dog.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual(dog);

    const changed = await patch({ status: "moved", ward: 7, caretaker_id: w.caretaker.user.id });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({
      name: "Kalu",
      status: "moved",
      ward: 7,
      caretaker: { id: w.caretaker.user.id },
    });
    const cleared = await patch({ caretaker_id: null, name: "" });
    expect(cleared.json).toMatchObject({ caretaker: null, name: null, ward: 7 });
  });

  it("writes and removes records: a rabies vaccination is due again a year on unless told", async () => {
    const w = await storeWithTeam();
    const dog = await makeCommunityDog(t.deps, { vendor_id: w.store.id });
    const other = await makeCommunityDog(t.deps, { vendor_id: w.store.id });
    const write = (json: Record<string, unknown>, id = dog.id) =>
      t.api("POST /community-dogs/:id/records", {
        param: { id },
        json: json as never,
        headers: w.caretaker.headers,
      });
    const rabies = await write({ kind: "vaccination", vaccine: "rabies", given_on: "2026-03-01" });
    expect(rabies.status, rabies.text).toBe(201);
    expect(rabies.json).toMatchObject({
      dog_id: dog.id,
      kind: "vaccination",
      vaccine: "rabies",
      next_due_on: "2027-03-01",
      camp_id: null,
      recorded_by_name: "Kamala Gurung",
    });
    const told = await write({
      kind: "vaccination",
      vaccine: "dhpp",
      given_on: "2026-03-01",
      next_due_on: "2026-04-01",
    });
    expect(told.json.next_due_on).toBe("2026-04-01");
    const spay = await write({ kind: "sterilisation", vaccine: "rabies", given_on: "2026-03-02" });
    expect(spay.json).toMatchObject({ vaccine: null, next_due_on: null });
    for (const [json, code] of [
      [{ kind: "vaccination", given_on: "2026-03-01" }, "VACCINE_UNKNOWN"],
      [{ kind: "deworming", given_on: "2099-03-01" }, "RECORD_DATE_FUTURE"],
      [
        { kind: "deworming", given_on: "2026-03-01", next_due_on: "2026-01-01" },
        "NEXT_DUE_BEFORE_GIVEN",
      ],
      [{ kind: "deworming", given_on: "1 March" }, "DATE_INVALID"],
    ] as const) {
      const refused = await write(json);
      expect(refused.status).toBe(400);
      expect(refused.refusal.code).toBe(code);
    }
    expect(await recordsOf([dog.id])).toHaveLength(3);

    const remove = (id: number, recordId: number) =>
      t.api("DELETE /community-dogs/:id/records/:recordId", {
        param: { id, recordId },
        headers: w.caretaker.headers,
      });
    const wrongDog = await remove(other.id, rabies.json.id);
    expect(wrongDog.status).toBe(404);
    expect(wrongDog.refusal.code).toBe("RECORD_NOT_FOUND");
    expect((await remove(dog.id, rabies.json.id)).status).toBe(204);
    const read = await t.api("GET /community-dogs/:id", {
      param: { id: dog.id },
      headers: w.owner.headers,
    });
    expect(read.json.records.map((record) => record.id)).toEqual([spay.json.id, told.json.id]);
    expect(read.json.health).toEqual({ sterilised_on: "2026-03-02", rabies: null });
  });
});

describe("removing a dog's record", () => {
  it("is for a caretaker her own records only; owners, managers and carers remove any", async () => {
    const w = await storeWithTeam();
    const manager = await t.login({ firstName: "Gita" });
    await makeMember(t.deps, { vendor_id: w.store.id, user_id: manager.user.id, role: "manager" });
    const dog = await makeCommunityDog(t.deps, { vendor_id: w.store.id });
    const write = async (who: Login, kind: "sterilisation" | "deworming") => {
      const written = await t.api("POST /community-dogs/:id/records", {
        param: { id: dog.id },
        json: { kind, given_on: "2026-03-01" },
        headers: who.headers,
      });
      expect(written.status, written.text).toBe(201);
      return written.json.id;
    };
    const remove = (who: Login, recordId: number) =>
      t.api("DELETE /community-dogs/:id/records/:recordId", {
        param: { id: dog.id, recordId },
        headers: who.headers,
      });
    const ownersSpay = await write(w.owner, "sterilisation");
    const carers = await write(w.carer, "deworming");
    const unsigned = (await makeDogRecord(t.deps, { dog_id: dog.id, recorded_by: null })).id;
    const hers = await write(w.caretaker, "deworming");
    for (const recordId of [ownersSpay, carers, unsigned]) {
      const refused = await remove(w.caretaker, recordId);
      expect(refused.status).toBe(403);
      expect(refused.refusal.code).toBe("ROLE_NOT_ALLOWED");
    }
    const ids = async () => (await recordsOf([dog.id])).map((record) => record.id).sort();
    expect(await ids()).toEqual([ownersSpay, carers, unsigned, hers].sort());
    expect((await remove(w.caretaker, hers)).status).toBe(204);
    expect((await remove(w.carer, ownersSpay)).status).toBe(204);
    expect((await remove(manager, carers)).status).toBe(204);
    expect((await remove(w.owner, unsigned)).status).toBe(204);
    expect(await ids()).toEqual([]);
  });
});

describe("who reaches the register", () => {
  it("is the store's owners, managers, carers and caretakers; a foster and other stores are refused", async () => {
    const w = await storeWithTeam();
    const other = await storeWithTeam();
    const dog = await makeCommunityDog(t.deps, { vendor_id: w.store.id });
    for (const who of [w.owner, w.carer, w.caretaker]) {
      const read = await t.api("GET /community-dogs/:id", {
        param: { id: dog.id },
        headers: who.headers,
      });
      expect(read.status).toBe(200);
    }
    const stranger = await t.login();
    for (const [who, code] of [
      [w.foster, "ROLE_NOT_ALLOWED"],
      [other.owner, "NOT_YOUR_DOG"],
      [other.caretaker, "NOT_YOUR_DOG"],
      [stranger, "NOT_YOUR_DOG"],
    ] as const) {
      const read = await t.api("GET /community-dogs/:id", {
        param: { id: dog.id },
        headers: who.headers,
      });
      expect(read.status).toBe(403);
      expect(read.refusal.code).toBe(code);
      const patched = await t.api("PATCH /community-dogs/:id", {
        param: { id: dog.id },
        json: { name: "Mine now" },
        headers: who.headers,
      });
      expect(patched.status).toBe(403);
      const written = await t.api("POST /community-dogs/:id/records", {
        param: { id: dog.id },
        json: { kind: "deworming", given_on: "2026-03-01" },
        headers: who.headers,
      });
      expect(written.status).toBe(403);
    }
    const listed = await t.api("GET /vendors/:id/community-dogs", {
      param: { id: w.store.id },
      headers: other.owner.headers,
    });
    expect(listed.status).toBe(403);
    expect(listed.refusal.code).toBe("NOT_YOUR_STORE");
    const registered = await register(other.caretaker, w.store.id, {
      district: "Lalitpur",
      ward: 3,
    });
    expect(registered.status).toBe(403);
    const missing = await t.api("GET /community-dogs/:id", {
      param: { id: 999999999 },
      headers: w.owner.headers,
    });
    expect(missing.status).toBe(404);
    expect(missing.refusal.code).toBe("DOG_NOT_FOUND");
    expect(await dogsOf(w.store.id)).toHaveLength(1);
    expect((await dogsOf(w.store.id))[0]!.name).toBeNull();
    expect(await recordsOf([dog.id])).toEqual([]);
  });
});
