import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makePet, makePetImage, makeStore } from "../../db/factories";
import { makeJpeg } from "../../test/images";
import { createTestAppWith, STORAGES } from "../../test/storages";
import type { TestApp } from "../../test/test-app";
import { upload } from "../../test/upload";

/** Every owner's route refuses signed-out callers (401) and another user's store or pet (403). */
describe.each(STORAGES)("store routes refuse strangers (%s storage)", (storage) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp["login"]>>;
  let stranger: Awaited<ReturnType<TestApp["login"]>>;
  let storeId: number;
  let petId: number;
  let imageId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestAppWith(storage);
    owner = await t.login();
    stranger = await t.login();
    categoryId = (await makeCategory(t.deps)).id;
    storeId = (await makeStore(t.deps, { owner_id: owner.user.id })).id;
    await makeStore(t.deps, { owner_id: stranger.user.id });
    petId = (await makePet(t.deps, { vendor_id: storeId, category_id: categoryId, name: "Bhote" }))
      .id;
    imageId = (await makePetImage(t.deps, { pet_id: petId })).id;
  });
  afterAll(() => t.close());

  /** Every JSON route of a store's owner, each a call with the given headers. */
  const jsonRoutes = (headers?: Record<string, string>) => ({
    "POST /vendors/create": () =>
      t.api("POST /vendors/create", {
        json: { storeName: "x", storeDescription: "y", storeLocation: "z" },
        headers,
      }),
    "GET /vendors/me": () => t.api("GET /vendors/me", { headers }),
    "DELETE /vendors/me": () => t.api("DELETE /vendors/me", { headers }),
    "POST /pets": () =>
      t.api("POST /pets", {
        json: {
          vendor_id: storeId,
          name: "n",
          description: "d",
          category_id: categoryId,
          gender: "male",
          post_status: "draft",
        },
        headers,
      }),
    "PATCH /pets/:id": () =>
      t.api("PATCH /pets/:id", { param: { id: petId }, json: { name: "Stolen" }, headers }),
    "DELETE /pets/:id": () => t.api("DELETE /pets/:id", { param: { id: petId }, headers }),
    "GET /petsByVendor": () =>
      t.api("GET /petsByVendor", { query: { vendor_id: storeId }, headers }),
    "DELETE /pets/:id/images/:imageId": () =>
      t.api("DELETE /pets/:id/images/:imageId", { param: { id: petId, imageId }, headers }),
    "PUT /pets/:id/images/order": () =>
      t.api("PUT /pets/:id/images/order", {
        param: { id: petId },
        json: { imageIds: [imageId] },
        headers,
      }),
  });

  it("answers 401 to a signed-out caller on every route, uploads included", async () => {
    for (const [route, call] of Object.entries(jsonRoutes())) {
      const response = await call();
      expect(response.status, route).toBe(401);
      expect(response.refusal).toEqual({ error: "Not logged in", code: "UNAUTHORIZED" });
    }
    const image = await makeJpeg();
    for (const path of ["/api/uploads/image", `/api/uploads/petsImages?petId=${petId}`]) {
      const response = await upload(t, path, [{ name: "a.jpg", body: image }]);
      expect(response.status, path).toBe(401);
    }
  });

  it("answers 403 to another user on every route that names a store or pet, and changes nothing", async () => {
    for (const [route, call] of Object.entries(jsonRoutes(stranger.headers)).slice(3)) {
      const response = await call();
      expect(response.status, route).toBe(403);
      expect(["NOT_YOUR_STORE", "NOT_YOUR_PET"]).toContain(response.refusal.code);
    }
    const photo = await upload(
      t,
      `/api/uploads/petsImages?petId=${petId}`,
      [{ name: "a.jpg", body: await makeJpeg() }],
      stranger.headers,
    );
    expect(photo.status).toBe(403);
    expect(["NOT_YOUR_STORE", "NOT_YOUR_PET"]).toContain(photo.refusal.code);

    const pet = await t.db
      .selectFrom("pet")
      .selectAll()
      .where("id", "=", petId)
      .executeTakeFirstOrThrow();
    expect(pet.name).toBe("Bhote");
    const images = await t.db
      .selectFrom("pet_image")
      .select("id")
      .where("pet_id", "=", petId)
      .execute();
    expect(images).toEqual([{ id: imageId }]);
  });

  it("lets the owner (by bearer or cookie) and an admin list the store's pets, no one else", async () => {
    const query = { vendor_id: storeId };
    expect((await t.api("GET /petsByVendor", { query, headers: owner.headers })).status).toBe(200);
    expect(
      (await t.api("GET /petsByVendor", { query, headers: { Cookie: owner.cookie } })).status,
    ).toBe(200);
    const admin = await t.loginAdmin();
    const asAdmin = await t.api("GET /petsByVendor", { query, headers: admin.headers });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json[0]!.name).toBe("Bhote");
    // Admins list stores; changing a store's pets stays with its owner.
    expect(
      (
        await t.api("PATCH /pets/:id", {
          param: { id: petId },
          headers: admin.headers,
          json: { name: "x" },
        })
      ).status,
    ).toBe(403);
  });

  it("answers 404 for a store or pet that does not exist", async () => {
    const asOwner = { headers: owner.headers };
    expect(
      (await t.api("GET /petsByVendor", { query: { vendor_id: 999999 }, ...asOwner })).status,
    ).toBe(404);
    expect(
      (await t.api("PATCH /pets/:id", { param: { id: 999999 }, ...asOwner, json: { name: "x" } }))
        .status,
    ).toBe(404);
    expect((await t.api("DELETE /pets/:id", { param: { id: 999999 }, ...asOwner })).status).toBe(
      404,
    );
    expect(
      (
        await t.api("DELETE /pets/:id/images/:imageId", {
          param: { id: petId, imageId: 999999 },
          ...asOwner,
        })
      ).status,
    ).toBe(404);
    const post = await t.api("POST /pets", {
      ...asOwner,
      json: {
        vendor_id: 999999,
        name: "n",
        description: "d",
        category_id: categoryId,
        gender: "male",
        post_status: "draft",
      },
    });
    expect(post.status).toBe(404);
    const photo = await upload(
      t,
      "/api/uploads/petsImages?petId=999999",
      [{ name: "a.jpg", body: await makeJpeg() }],
      owner.headers,
    );
    expect(photo.status).toBe(404);
    expect(photo.refusal.code).toBe("PET_NOT_FOUND");
  });
});
