import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makePet, makeStore } from "../../db/factories";
import type { NewPet } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

/** GET /api/pets/{id}/similar: the pets below a pet's page (docs/product.md#similar-pets). */
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
  const response = await t.api("GET /pets/:id/similar", { param: { id } });
  expect(response.status).toBe(200);
  return response.json.map((item) => item.pet.name);
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
    const [first] = (await t.api("GET /pets/:id/similar", { param: { id: ids.Bhunte! } })).json;
    expect(first).toMatchObject({
      pet: { name: "Kalu", age_group: "young" },
      categories: { category: "Dog" },
      vendor: { district: "Kaski", province: "Gandaki" },
      image: null,
    });
  });

  it("are not in the pet's own answer, which stays small", async () => {
    const [item] = (await t.api("GET /pets/:id", { param: { id: ids.Kalu! } })).json;
    expect(item!.pet.name).toBe("Kalu");
    expect(item).not.toHaveProperty("similar");
  });

  it("follow the catalogue: a newly listed dog shows at once on a cached answer", async () => {
    expect(await similarTo(ids.Unknown!)).not.toContain("Naya");
    await makePet(t.deps, { name: "Naya", category_id: dogId, created_at: day(60) });
    expect((await similarTo(ids.Unknown!))[0]).toBe("Naya");
  });

  it("are kept briefly by caches and revalidated with an ETag until the catalogue changes", async () => {
    const param = { id: ids.Maya! };
    const first = await t.api("GET /pets/:id/similar", { param });
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\//);
    expect(
      (await t.api("GET /pets/:id/similar", { param, headers: { "If-None-Match": etag } })).status,
    ).toBe(304);
    await makePet(t.deps, { name: "Later", category_id: dogId });
    const changed = await t.api("GET /pets/:id/similar", {
      param,
      headers: { "If-None-Match": etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });
});

describe("the similar pets of a pet that is not listed", () => {
  it("answer 404 as the pet does, for an unknown pet and for a draft or a pending store's pet", async () => {
    const unknown = await t.api("GET /pets/:id/similar", { param: { id: 987654 } });
    expect(unknown.status).toBe(404);
    expect(unknown.refusal).toEqual({ error: "No such pet", code: "PET_NOT_FOUND" });
    for (const name of ["Draft", "Hidden"]) {
      const param = { id: ids[name]! };
      expect((await t.api("GET /pets/:id/similar", { param })).status, name).toBe(404);
      expect(
        (await t.api("GET /pets/:id/similar", { param, headers: (await t.login()).headers }))
          .status,
      ).toBe(404);
    }
  });

  it("asked for many pets at once (read in one batch), answer each as asked alone", async () => {
    const names = ["Kalu", "Draft", "Bhunte", "Hidden", "Tika", "Unknown"];
    // A card changed: every kept answer is made again, here in one batch, then one at a time.
    const changeACard = (name: string) =>
      t.db.updateTable("pet").set({ name }).where("id", "=", ids.Biralo!).execute();
    const answer = async (name: string) => {
      const response = await t.api("GET /pets/:id/similar", { param: { id: ids[name]! } });
      return [response.status, response.json];
    };
    await changeACard("Biralo 2");
    const together = await Promise.all(names.map(answer));
    await changeACard("Biralo");
    const alone = [];
    for (const name of names) alone.push(await answer(name));
    expect(together).toEqual(alone);
    expect(alone.map(([status]) => status)).toEqual([200, 404, 200, 404, 200, 200]);
  });

  it("are shown to the owner of a draft and to admins, and kept by no shared cache", async () => {
    const owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const draft = await makePet(t.deps, {
      vendor_id: store.id,
      category_id: dogId,
      post_status: "draft",
    });
    const param = { id: draft.id };
    const asOwner = await t.api("GET /pets/:id/similar", { param, headers: owner.headers });
    expect(asOwner.status).toBe(200);
    expect(asOwner.json.length).toBeGreaterThan(0);
    expect(asOwner.headers.get("cache-control")).toBe("private, no-cache");
    const asAdmin = await t.api("GET /pets/:id/similar", {
      param,
      headers: (await t.loginAdmin()).headers,
    });
    expect(asAdmin.status).toBe(200);
    expect((await t.api("GET /pets/:id/similar", { param })).status).toBe(404);
  });

  it.each(["abc", "0", "1.5", "99999999999"])("answer the malformed id %s with 400", async (id) => {
    const response = await t.api("GET /pets/:id/similar", { param: { id } });
    expect(response.status).toBe(400);
    expect(response.refusal.code).toBe("BAD_REQUEST");
  });
});
