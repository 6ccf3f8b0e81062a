import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewRecordRequest } from "../../../contract/animal-records";
import type { StoreRole } from "../../../contract/store-roles";
import { nepalDay } from "../../../contract/calendar";
import { makeMember, makePet, makeStore } from "../../db/factories";
import { makeHealthRecord, placeWithFoster } from "../../test/health-records";
import { createTestApp, type TestApp } from "../../test/test-app";
import { addDays } from "./due";

/** An animal's health records: their rules, who writes and reads them, and the public summary. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Login = Awaited<ReturnType<TestApp["login"]>>;
const today = () => nepalDay(new Date());

async function store() {
  const owner = await t.login({ firstName: "Sujata" });
  const shop = await makeStore(t.deps, { owner_id: owner.user.id });
  const pet = await makePet(t.deps, { vendor_id: shop.id, name: "Kalu" });
  const member = async (role: StoreRole, firstName: string) => {
    const login = await t.login({ firstName });
    await makeMember(t.deps, { vendor_id: shop.id, user_id: login.user.id, role });
    return login;
  };
  return { owner, store: shop, pet, member };
}

const post = (petId: number, who: Login | undefined, json: NewRecordRequest) =>
  t.api("POST /pets/:id/records", { param: { id: petId }, json, headers: who?.headers });
const read = (petId: number, who?: Login) =>
  t.api("GET /pets/:id/records", { param: { id: petId }, headers: who?.headers });
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom("health_record")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a record's rules", () => {
  it("refuses each bad input with its code and saves nothing", async () => {
    const { owner, pet } = await store();
    const rabies = { kind: "vaccination", vaccine: "rabies", given_on: today() } as const;
    const cases: [NewRecordRequest, string][] = [
      [{ ...rabies, given_on: addDays(today(), 1) }, "RECORD_DATE_FUTURE"],
      [{ ...rabies, next_due_on: addDays(today(), -1) }, "NEXT_DUE_BEFORE_GIVEN"],
      [{ ...rabies, given_on: "2026-02-30" }, "DATE_INVALID"],
      [{ ...rabies, given_on: "2026-13-01" }, "DATE_INVALID"],
      [{ ...rabies, given_on: "0000-01-01" }, "DATE_INVALID"],
      [{ ...rabies, next_due_on: "9999-12-31" }, "DATE_INVALID"],
      [{ kind: "weight", given_on: today(), weight_kg: 0.004 }, "WEIGHT_OUT_OF_RANGE"],
      [{ ...rabies, vaccine: "leptospirosis" }, "VACCINE_UNKNOWN"],
      [{ kind: "vaccination", given_on: today() }, "VACCINE_UNKNOWN"],
      [{ kind: "weight", given_on: today(), weight_kg: 0 }, "WEIGHT_OUT_OF_RANGE"],
      [{ kind: "weight", given_on: today(), weight_kg: 150.5 }, "WEIGHT_OUT_OF_RANGE"],
      [{ kind: "weight", given_on: today(), weight_kg: "चार" }, "WEIGHT_OUT_OF_RANGE"],
      [{ kind: "weight", given_on: today() }, "WEIGHT_OUT_OF_RANGE"],
      [{ kind: "microchip", given_on: today(), microchip: "12345678" }, "MICROCHIP_INVALID"],
      [
        { kind: "microchip", given_on: today(), microchip: "1234567890123456" },
        "MICROCHIP_INVALID",
      ],
      [{ kind: "microchip", given_on: today(), microchip: "98514x000123456" }, "MICROCHIP_INVALID"],
      [{ kind: "treatment", given_on: today() }, "RECORD_DETAIL_MISSING"],
      [{ kind: "note", given_on: today(), note: "  " }, "RECORD_DETAIL_MISSING"],
    ];
    const before = await count();
    for (const [json, code] of cases) {
      const response = await post(pet.id, owner, json);
      expect([response.status, response.refusal.code], JSON.stringify(json)).toEqual([400, code]);
    }
    expect(await count()).toBe(before);
  });

  it("reads Devanagari digits, keeps only the kind's fields, and shows the latest weight on the profile", async () => {
    const { owner, pet } = await store();
    const chip = await post(pet.id, owner, {
      kind: "microchip",
      given_on: today(),
      microchip: "९८५ १४१ ०००१२३४५६",
      vaccine: "rabies",
    });
    expect(chip.status, chip.text).toBe(201);
    expect(chip.json).toMatchObject({ microchip: "985141000123456", vaccine: null });
    const older = await post(pet.id, owner, {
      kind: "weight",
      given_on: addDays(today(), -30),
      weight_kg: "३.५",
    });
    const newer = await post(pet.id, owner, { kind: "weight", given_on: today(), weight_kg: 4.2 });
    expect([older.status, newer.status]).toEqual([201, 201]);
    expect(newer.json.recorded_by_name).toBe(owner.user.name);
    const row = await t.db
      .selectFrom("pet")
      .select("weight_kg")
      .where("id", "=", pet.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.weight_kg)).toBe(4.2);
    const list = await read(pet.id, owner);
    expect(list.json.records.map((record) => record.kind)).toEqual([
      "weight",
      "microchip",
      "weight",
    ]);
    // Removing weights: the one before shows, then none (not the removed one).
    const weightNow = async () =>
      (
        await t.db
          .selectFrom("pet")
          .select("weight_kg")
          .where("id", "=", pet.id)
          .executeTakeFirstOrThrow()
      ).weight_kg;
    for (const [removed, left] of [
      [newer.json.id, 3.5],
      [older.json.id, null],
    ] as const) {
      const gone = await t.api("DELETE /pets/:id/records/:recordId", {
        param: { id: pet.id, recordId: removed },
        headers: owner.headers,
      });
      expect(gone.status, gone.text).toBe(204);
      expect((await weightNow()) === null ? null : Number(await weightNow())).toBe(left);
    }
  });
});

describe("who writes and reads records", () => {
  it("lets the team write and read, the admin read, and refuses strangers", async () => {
    const { owner, pet, member } = await store();
    const carer = await member("carer", "Hari");
    const manager = await member("manager", "Gita");
    for (const who of [owner, manager, carer]) {
      const response = await post(pet.id, who, { kind: "deworming", given_on: today() });
      expect(response.status, response.text).toBe(201);
    }
    const admin = await t.loginAdmin();
    expect((await read(pet.id, admin)).json.records).toHaveLength(3);
    const before = await count();
    expect((await post(pet.id, admin, { kind: "deworming", given_on: today() })).refusal.code).toBe(
      "NOT_YOUR_PET",
    );
    const stranger = await t.login();
    const otherOwner = await t.login();
    await makeStore(t.deps, { owner_id: otherOwner.user.id });
    for (const who of [stranger, otherOwner]) {
      expect([(await read(pet.id, who)).status, (await read(pet.id, who)).refusal.code]).toEqual([
        403,
        "NOT_YOUR_PET",
      ]);
      const refused = await post(pet.id, who, { kind: "deworming", given_on: today() });
      expect([refused.status, refused.refusal.code]).toEqual([403, "NOT_YOUR_PET"]);
    }
    expect((await read(pet.id)).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it("lets a foster write weights and notes of the animal placed with her only, and remove none", async () => {
    const { owner, store: shop, pet, member } = await store();
    const foster = await member("foster", "Mina");
    const other = await makePet(t.deps, { vendor_id: shop.id });
    await placeWithFoster(t.deps, {
      pet_id: pet.id,
      vendor_id: shop.id,
      foster_id: foster.user.id,
    });
    const weight = await post(pet.id, foster, { kind: "weight", given_on: today(), weight_kg: 5 });
    expect(weight.status, weight.text).toBe(201);
    expect(
      (await post(pet.id, foster, { kind: "note", given_on: today(), note: "Eats well" })).status,
    ).toBe(201);
    const vaccine = await post(pet.id, foster, {
      kind: "vaccination",
      vaccine: "rabies",
      given_on: today(),
    });
    expect([vaccine.status, vaccine.refusal.code]).toEqual([403, "ROLE_NOT_ALLOWED"]);
    const notHers = await post(other.id, foster, {
      kind: "weight",
      given_on: today(),
      weight_kg: 5,
    });
    expect([notHers.status, notHers.refusal.code]).toEqual([403, "NOT_YOUR_PET"]);
    expect((await read(pet.id, foster)).json.records).toHaveLength(2);
    expect((await read(other.id, foster)).refusal.code).toBe("NOT_YOUR_PET");
    const remove = (who: Login) =>
      t.api("DELETE /pets/:id/records/:recordId", {
        param: { id: pet.id, recordId: weight.json.id },
        headers: who.headers,
      });
    expect((await remove(foster)).refusal.code).toBe("ROLE_NOT_ALLOWED");
    expect((await remove(owner)).status).toBe(204);
    expect((await remove(owner)).refusal.code).toBe("RECORD_NOT_FOUND");
  });

  it("writes each change in the store's activity", async () => {
    const { owner, store: shop, pet } = await store();
    await post(pet.id, owner, { kind: "deworming", given_on: today() });
    const activity = await t.api("GET /vendors/:id/activity", {
      param: { id: shop.id },
      headers: owner.headers,
    });
    expect(activity.json.lines[0]).toMatchObject({
      action: "record_added",
      pet: { id: pet.id, name: "Kalu" },
    });
  });
});

describe("a series of due items", () => {
  it("is closed by a later record of the same vaccine or medicine, not by another", async () => {
    const { owner, pet } = await store();
    const rabies = await makeHealthRecord(t.deps, {
      pet_id: pet.id,
      given_on: "2025-01-01",
      next_due_on: "2026-01-01",
    });
    const dhpp = await makeHealthRecord(t.deps, {
      pet_id: pet.id,
      vaccine: "dhpp",
      given_on: "2025-01-01",
      next_due_on: "2026-01-01",
    });
    const worms = await makeHealthRecord(t.deps, {
      pet_id: pet.id,
      kind: "deworming",
      treatment: "Albendazole",
      given_on: "2025-01-01",
      next_due_on: "2025-04-01",
    });
    const again = await post(pet.id, owner, {
      kind: "vaccination",
      vaccine: "rabies",
      given_on: today(),
    });
    await post(pet.id, owner, { kind: "deworming", treatment: "Praziquantel", given_on: today() });
    const followed = async (id: number) =>
      (
        await t.db
          .selectFrom("health_record")
          .select("followed_by")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).followed_by;
    expect(await followed(rabies.id)).toBe(again.json.id);
    expect(await followed(dhpp.id)).toBeNull();
    expect(await followed(worms.id)).toBeNull();
  });
});
