import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeApplication,
  makeCategory,
  makePet,
  makePetImage,
  makeStore,
} from "../../db/factories";
import type { NewPet, NewStore } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A pet in a store owned by a signed-in user, so tests can look at it as owner, admin or stranger. */
async function ownedPet(pet: Partial<NewPet> = {}, storeValues: Partial<NewStore> = {}) {
  const owner = await t.login();
  const store = await makeStore(t.deps, { owner_id: owner.user.id, ...storeValues });
  return { owner, pet: await makePet(t.deps, { vendor_id: store.id, ...pet }) };
}

describe("GET /api/pets/{id}", () => {
  it("answers a list whose first item holds the pet, its category, its store and photos in order", async () => {
    const category = await makeCategory(t.deps, { category: "Parrot", category_ne: "सुगा" });
    const store = await makeStore(t.deps, {
      title: "Chitwan Small Friends",
      location: "Bharatpur",
      image_key: "stores/chitwan.webp",
    });
    const pet = await makePet(t.deps, {
      vendor_id: store.id,
      category_id: category.id,
      name: "Mitthu",
      description: "Says namaste.",
      gender: "male",
      breed: "Ringneck",
      age_group: "adult",
      size: "small",
      colour: "Green",
      vaccinated: "yes",
      good_with_cats: "no",
    });
    const second = await makePetImage(t.deps, { pet_id: pet.id, position: 2 });
    const first = await makePetImage(t.deps, { pet_id: pet.id, position: 1 });

    const response = await t.api("GET /pets/:id", { param: { id: pet.id } });
    expect(response.status).toBe(200);
    expect(response.json).toHaveLength(1);
    const item = response.json[0]!;
    expect(item.pet).toMatchObject({
      id: pet.id,
      name: "Mitthu",
      description: "Says namaste.",
      gender: "male",
      post_status: "published",
      breed: "Ringneck",
      age_group: "adult",
      size: "small",
      colour: "Green",
      vaccinated: "yes",
      sterilised: "unknown",
      good_with_cats: "no",
      adoption_pending: false,
    });
    expect(item.categories).toEqual({ id: category.id, category: "Parrot", category_ne: "सुगा" });
    expect(item.vendor).toMatchObject({
      id: store.id,
      title: "Chitwan Small Friends",
      location: "Bharatpur",
      image_key: "stores/chitwan.webp",
      status: "active",
    });
    expect(item.vendor).not.toHaveProperty("owner_id");
    expect(item.images.map((image) => image.image_key)).toEqual([
      first.image_key,
      second.image_key,
    ]);
    expect(item.images[0]).toMatchObject({ url: `/f/${first.image_key}`, width: 800, height: 600 });
  });

  it("shows 'adoption pending' once a request is approved, not while it is only pending", async () => {
    const pet = await makePet(t.deps);
    await makeApplication(t.deps, { pet_id: pet.id, status: "pending" });
    expect(
      (await t.api("GET /pets/:id", { param: { id: pet.id } })).json[0]!.pet.adoption_pending,
    ).toBe(false);
    await makeApplication(t.deps, { pet_id: pet.id, status: "Approved" });
    expect(
      (await t.api("GET /pets/:id", { param: { id: pet.id } })).json[0]!.pet.adoption_pending,
    ).toBe(true);
  });

  it.each([
    ["a draft", { post_status: "draft" }, {}],
    ["a pending store's pet", {}, { status: "pending" }],
  ] as const)("hides %s from everyone but its owner and admins", async (_, pet, store) => {
    const { owner, pet: hidden } = await ownedPet(pet, store);
    const param = { id: hidden.id };
    expect((await t.api("GET /pets/:id", { param })).status).toBe(404);
    expect(
      (await t.api("GET /pets/:id", { param, headers: (await t.login()).headers })).status,
    ).toBe(404);
    expect((await t.api("GET /pets/:id/images", { param })).status).toBe(404);

    const asOwner = await t.api("GET /pets/:id", { param, headers: owner.headers });
    expect(asOwner.status).toBe(200);
    expect(asOwner.json[0]!.pet.id).toBe(hidden.id);
    // Only the owner may see it: no shared cache may keep it.
    expect(asOwner.headers.get("cache-control")).toBe("private, no-cache");
    const withCookie = await t.api("GET /pets/:id", { param, headers: { Cookie: owner.cookie } });
    expect(withCookie.status).toBe(200);
    const asAdmin = await t.api("GET /pets/:id", {
      param,
      headers: (await t.loginAdmin()).headers,
    });
    expect(asAdmin.status).toBe(200);
    expect((await t.api("GET /pets/:id/images", { param, headers: owner.headers })).status).toBe(
      200,
    );
  });

  it("still shows an adopted pet to everyone, so shared links tell its story", async () => {
    const pet = await makePet(t.deps, { post_status: "adopted" });
    const response = await t.api("GET /pets/:id", { param: { id: pet.id } });
    expect(response.status).toBe(200);
    expect(response.json[0]!.pet.post_status).toBe("adopted");
  });

  it("answers an unknown pet with 404", async () => {
    const response = await t.api("GET /pets/:id", { param: { id: 987654 } });
    expect(response.status).toBe(404);
    expect(response.refusal).toEqual({ error: "No such pet", code: "PET_NOT_FOUND" });
  });

  it.each(["abc", "0", "-1", "1.5", "1e3", "99999999999", "2147483648", "%20"])(
    "answers the malformed id %s with 400, never 500",
    async (id) => {
      for (const path of [`/api/pets/${id}`, `/api/pets/${id}/images`]) {
        const response = await t.request("GET", path);
        expect(response.status, path).toBe(400);
        expect(response.refusal.code).toBe("BAD_REQUEST");
      }
    },
  );

  it("lets caches keep a public pet briefly and revalidate it with an ETag", async () => {
    const pet = await makePet(t.deps);
    const first = await t.api("GET /pets/:id", { param: { id: pet.id } });
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const again = await t.api("GET /pets/:id", {
      param: { id: pet.id },
      headers: { "If-None-Match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});

describe("GET /api/pets/{id}/images", () => {
  it("lists the photos in display order with their addresses and sizes", async () => {
    const pet = await makePet(t.deps);
    const later = await makePetImage(t.deps, { pet_id: pet.id, position: 5, width: 600 });
    const earlier = await makePetImage(t.deps, { pet_id: pet.id, position: 0, height: 900 });
    const response = await t.api("GET /pets/:id/images", { param: { id: pet.id } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      {
        id: earlier.id,
        image_key: earlier.image_key,
        url: `/f/${earlier.image_key}`,
        position: 0,
        width: 800,
        height: 900,
      },
      {
        id: later.id,
        image_key: later.image_key,
        url: `/f/${later.image_key}`,
        position: 5,
        width: 600,
        height: 600,
      },
    ]);
    expect(response.headers.get("etag")).toBeTruthy();
  });

  it("answers a pet without photos with an empty list, and an unknown pet with 404", async () => {
    const pet = await makePet(t.deps);
    expect((await t.api("GET /pets/:id/images", { param: { id: pet.id } })).json).toEqual([]);
    expect((await t.api("GET /pets/:id/images", { param: { id: 987654 } })).status).toBe(404);
  });
});
