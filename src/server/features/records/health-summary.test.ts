import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalDay } from "../../../contract/calendar";
import { makePet, makeStore } from "../../db/factories";
import { makeHealthRecord, placeWithFoster } from "../../test/health-records";
import { createTestApp, type TestApp } from "../../test/test-app";

/** The health summary of the pet's public answer: derived from the records, and fresh at once. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publicHealth = async (petId: number) => {
  const response = await t.api("GET /pets/:id", { param: { id: petId } });
  expect(response.status, response.text).toBe(200);
  return { health: response.json[0]!.health, text: response.text };
};

describe("the public health summary", () => {
  it("says `said` for a hand-set yes without a record, nothing for none", async () => {
    const pet = await makePet(t.deps, { vaccinated: "yes", sterilised: "no" });
    expect((await publicHealth(pet.id)).health).toEqual({
      rabies: null,
      vaccinated: "said",
      sterilised: null,
      dewormed_on: null,
      microchipped: false,
      foster_district: null,
    });
  });

  it("derives rabies' validity, the last deworming, the chip and a foster home's district; never a note, batch or place", async () => {
    const owner = await t.login({ firstName: "Sujata" });
    const foster = await t.login({ firstName: "Mina" });
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const pet = await makePet(t.deps, { vendor_id: store.id, sterilised: "yes" });
    const secret = {
      note: "Bit the vet",
      batch: "RB-2231",
      place: "Dr Gurung's clinic, Baneshwor",
    };
    await makeHealthRecord(t.deps, {
      pet_id: pet.id,
      given_on: "2025-03-01",
      next_due_on: "2026-03-01",
    });
    await makeHealthRecord(t.deps, { pet_id: pet.id, given_on: "2025-09-10", ...secret });
    await makeHealthRecord(t.deps, {
      pet_id: pet.id,
      kind: "sterilisation",
      given_on: "2025-02-01",
      ...secret,
      batch: null,
    });
    await makeHealthRecord(t.deps, { pet_id: pet.id, kind: "deworming", given_on: "2025-05-01" });
    await makeHealthRecord(t.deps, { pet_id: pet.id, kind: "deworming", given_on: "2025-08-01" });
    await makeHealthRecord(t.deps, {
      pet_id: pet.id,
      kind: "microchip",
      microchip: "985141000123456",
      given_on: "2025-02-01",
    });
    await placeWithFoster(t.deps, {
      pet_id: pet.id,
      vendor_id: store.id,
      foster_id: foster.user.id,
      district: "Lalitpur",
    });
    const { health, text } = await publicHealth(pet.id);
    // The latest rabies record has no next due day: a year after it was given.
    expect(health).toEqual({
      rabies: {
        given_on: "2025-09-10",
        valid_until: "2026-09-10",
        // 25 Bhadra 2083.
        valid_until_bs: { year: 2083, monthIndex: 4, day: 25 },
      },
      vaccinated: "record",
      sterilised: "record",
      dewormed_on: "2025-08-01",
      microchipped: true,
      foster_district: "Lalitpur",
    });
    for (const word of [...Object.values(secret), "985141000123456", "Mina"]) {
      expect(text).not.toContain(word);
    }
  });

  it("uses the latest rabies record's next due day, and forgets a foster home once it ended", async () => {
    const owner = await t.login();
    const foster = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const pet = await makePet(t.deps, { vendor_id: store.id });
    await makeHealthRecord(t.deps, {
      pet_id: pet.id,
      given_on: "2025-03-01",
      next_due_on: "2028-03-01",
    });
    await placeWithFoster(t.deps, {
      pet_id: pet.id,
      vendor_id: store.id,
      foster_id: foster.user.id,
      district: "Kaski",
    });
    await t.db
      .updateTable("foster_placement")
      .set({ ended_on: "2025-06-01" })
      .where("pet_id", "=", pet.id)
      .execute();
    const { health } = await publicHealth(pet.id);
    expect(health.rabies).toEqual({
      given_on: "2025-03-01",
      valid_until: "2028-03-01",
      valid_until_bs: { year: 2084, monthIndex: 10, day: 18 },
    });
    expect(health.foster_district).toBeNull();
  });

  it("shows a new record's badge on the very next read of a cached answer", async () => {
    const owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const pet = await makePet(t.deps, { vendor_id: store.id, vaccinated: "yes" });
    // Read twice without credentials: the answer is cached.
    await publicHealth(pet.id);
    expect((await publicHealth(pet.id)).health.vaccinated).toBe("said");
    const given_on = nepalDay(new Date());
    const post = await t.api("POST /pets/:id/records", {
      param: { id: pet.id },
      json: { kind: "vaccination", vaccine: "rabies", given_on },
      headers: owner.headers,
    });
    expect(post.status, post.text).toBe(201);
    const { health } = await publicHealth(pet.id);
    expect(health.vaccinated).toBe("record");
    expect(health.rabies?.given_on).toBe(given_on);
    const removed = await t.api("DELETE /pets/:id/records/:recordId", {
      param: { id: pet.id, recordId: post.json.id },
      headers: owner.headers,
    });
    expect(removed.status).toBe(204);
    expect((await publicHealth(pet.id)).health).toMatchObject({ vaccinated: "said", rabies: null });
  });
});
