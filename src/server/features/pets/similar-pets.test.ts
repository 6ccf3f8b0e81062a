import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makePet, makeStore } from "../../db/factories";
import type { NewPet } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

/** The similar pets a pet's detail carries (docs/product.md#similar-pets). */
let t: TestApp;
let dogId: number;
let ids: Record<string, number>;
const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  dogId = (await makeCategory(t.deps, { category: "Dog" })).id;
  const catId = (await makeCategory(t.deps, { category: "Cat" })).id;
  const kaski = await makeStore(t.deps, { province: "Gandaki", district: "Kaski" });
  const kaskiToo = await makeStore(t.deps, { province: "Gandaki", district: "Kaski" });
  const lalitpur = await makeStore(t.deps, { province: "Bagmati", district: "Lalitpur" });
  const unplaced = await makeStore(t.deps);
  const pendingKaski = await makeStore(t.deps, {
    province: "Gandaki",
    district: "Kaski",
    status: "pending",
  });
  let n = 0;
  const pet = async (name: string, values: Partial<NewPet>) =>
    (
      await makePet(t.deps, {
        name,
        category_id: dogId,
        vendor_id: lalitpur.id,
        // Each newer than the last: newest first only breaks the ties.
        created_at: day(++n),
        ...values,
      })
    ).id;
  ids = {
    Kalu: await pet("Kalu", { vendor_id: kaski.id, age_group: "young", size: "medium" }),
    // Same district, far in age and size: still before every dog of another district.
    Budho: await pet("Budho", { vendor_id: kaskiToo.id, age_group: "senior", size: "xlarge" }),
    Bhunte: await pet("Bhunte", { vendor_id: kaski.id, age_group: "baby", size: "small" }),
    // Another district: nearest age first, then nearest size, then newest.
    Tika: await pet("Tika", { age_group: "young", size: "large" }),
    Maya: await pet("Maya", { age_group: "young", size: "medium" }),
    Sano: await pet("Sano", { age_group: "baby", size: "medium" }),
    Thulo: await pet("Thulo", { age_group: "adult", size: "medium" }),
    Unknown: await pet("Unknown", { vendor_id: unplaced.id }),
    // Never similar: another species, a draft, an adopted dog, a dog of a pending store.
    Biralo: await pet("Biralo", { category_id: catId, vendor_id: kaski.id, age_group: "young" }),
    Draft: await pet("Draft", { vendor_id: kaski.id, post_status: "draft", age_group: "young" }),
    Gone: await pet("Gone", { vendor_id: kaski.id, post_status: "adopted", age_group: "young" }),
    Hidden: await pet("Hidden", { vendor_id: pendingKaski.id, age_group: "young" }),
  };
});
afterAll(() => t.close());

const similarTo = async (id: number) => {
  const response = await t.request("GET", `/api/pets/${id}`);
  expect(response.status).toBe(200);
  return (response.json[0].similar as { pet: { name: string } }[]).map((item) => item.pet.name);
};

describe("similar pets", () => {
  it("are dogs of listed stores, same district first, then nearest in age and size, at most 6", async () => {
    expect(await similarTo(ids.Kalu!)).toEqual([
      "Bhunte",
      "Budho",
      "Maya",
      "Tika",
      "Thulo",
      "Sano",
    ]);
  });

  it("never hold the pet itself, another species, a draft, an adopted pet or a pending store's", async () => {
    const seen = new Set<string>();
    const listed = ["Kalu", "Budho", "Bhunte", "Tika", "Maya", "Sano", "Thulo", "Unknown", "Gone"];
    for (const id of listed.map((name) => ids[name]!)) {
      for (const name of await similarTo(id)) seen.add(name);
    }
    for (const name of ["Biralo", "Draft", "Gone", "Hidden"]) expect(seen).not.toContain(name);
    expect(await similarTo(ids.Maya!)).not.toContain("Maya");
  });

  it("for a pet without district, age or size, are the newest of its species", async () => {
    expect(await similarTo(ids.Unknown!)).toEqual([
      "Thulo",
      "Sano",
      "Maya",
      "Tika",
      "Bhunte",
      "Budho",
    ]);
  });

  it("come as full list items, with photo and place", async () => {
    const [item] = (await t.request("GET", `/api/pets/${ids.Bhunte}`)).json;
    expect(item.similar[0]).toMatchObject({
      pet: { name: "Kalu", age_group: "young" },
      categories: { category: "Dog" },
      vendor: { district: "Kaski", province: "Gandaki" },
      image: null,
    });
  });

  it("follow the catalogue: a newly listed dog shows at once on a cached page", async () => {
    expect(await similarTo(ids.Unknown!)).not.toContain("Naya");
    await makePet(t.deps, { name: "Naya", category_id: dogId, created_at: day(60) });
    expect((await similarTo(ids.Unknown!))[0]).toBe("Naya");
  });
});
