import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApplication, makeCategory } from "../../db/factories";
import { makeJpeg, makePng } from "../../test/images";
import { createTestAppWith, STORAGES } from "../../test/storages";
import type { TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";
import { upload } from "../../test/upload";

const newStore = {
  storeName: "Lalitpur Paws",
  storeDescription: "Cats and dogs",
  storeLocation: "Lalitpur",
};
const petBody = (storeId: number, categoryId: number): ApiInput<"POST /pets">["json"] => ({
  vendor_id: storeId,
  name: "Momo",
  description: "A calm ginger cat who loves windowsills.",
  category_id: categoryId,
  gender: "male",
  post_status: "draft",
});

describe.each(STORAGES)("store life cycle (%s storage)", (storage) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestAppWith(storage);
  });
  afterAll(() => t.close());

  const stored = async (key: string) => (await t.app.request(`/f/${key}`)).status;

  it("a new user opens a store, stocks it, edits, reorders and deletes, then closes the store", async () => {
    const owner = await t.login();
    const auth = { headers: owner.headers };
    const category = await makeCategory(t.deps);

    expect((await t.api("GET /vendors/me", auth)).json).toEqual({
      store: null,
      stats: { petCounts: 0 },
      stores: [],
    });

    const created = await t.api("POST /vendors/create", { ...auth, json: newStore });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      title: "Lalitpur Paws",
      description: "Cats and dogs",
      location: "Lalitpur",
      status: "pending",
      image_key: null,
    });
    const storeId: number = created.json.id;

    const again = await t.api("POST /vendors/create", { ...auth, json: newStore });
    expect(again.status).toBe(409);
    expect(again.refusal.code).toBe("HAS_STORE");

    // The store image, then a replacement: the first file is gone.
    const first = await upload(
      t,
      "/api/uploads/image",
      [{ name: "logo.png", body: await makePng() }],
      owner.headers,
    );
    expect(first.status).toBe(200);
    expect(first.json).toEqual([
      expect.objectContaining({
        name: "logo.png",
        type: "image/webp",
        key: expect.stringMatching(/^stores\//),
      }),
    ]);
    const second = await upload(
      t,
      "/api/uploads/image",
      [{ name: "logo2.jpg", body: await makeJpeg() }],
      owner.headers,
    );
    expect(second.status).toBe(200);
    expect(await stored(first.json[0]!.key)).toBe(404);
    expect(await stored(second.json[0]!.key)).toBe(200);

    const me = await t.api("GET /vendors/me", auth);
    expect(me.json.store!.vendor).toMatchObject({
      id: storeId,
      status: "pending",
      image_key: second.json[0]!.key,
    });
    // Its opener is its owner, the one member of its team so far.
    expect(me.json.store!.role).toBe("owner");
    expect(me.json.stores).toEqual([{ id: storeId, title: "Lalitpur Paws", role: "owner" }]);

    // A pending store may take pets: the owner stocks it while the admin decides.
    const pet = await t.api("POST /pets", { ...auth, json: petBody(storeId, category.id) });
    expect(pet.status).toBe(200);
    expect(pet.json).toMatchObject({
      name: "Momo",
      post_status: "draft",
      vaccinated: "unknown",
      breed: null,
    });
    const petId: number = pet.json.id;

    const photos = await upload(
      t,
      `/api/uploads/petsImages?petId=${petId}`,
      [
        { name: "a.jpg", body: await makeJpeg(300, 200) },
        { name: "b.png", body: await makePng(200, 300) },
        { name: "c.jpg", body: await makeJpeg(100, 100) },
      ],
      owner.headers,
    );
    expect(photos.status).toBe(200);
    expect(photos.json.map((file: { name: string }) => file.name)).toEqual([
      "a.jpg",
      "b.png",
      "c.jpg",
    ]);

    const edited = await t.api("PATCH /pets/:id", {
      param: { id: petId },
      ...auth,
      json: { name: "Momo the Brave", post_status: "published", breed: "Local", vaccinated: "yes" },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      name: "Momo the Brave",
      post_status: "published",
      breed: "Local",
      vaccinated: "yes",
    });

    // Published, but the store is pending: not listed until the admin activates it.
    const listed = async () =>
      (await t.api("GET /pets", { query: { limit: "100" } })).json.map(
        (item: { pet: { id: number } }) => item.pet.id,
      );
    expect(await listed()).not.toContain(petId);
    const admin = await t.loginAdmin();
    const activated = await t.api("POST /vendors/update", {
      headers: admin.headers,
      json: { id: storeId, status: "active" },
    });
    expect(activated.status).toBe(200);
    expect(await listed()).toContain(petId);

    const list = await t.api("GET /petsByVendor", { query: { vendor_id: storeId }, ...auth });
    expect(list.status).toBe(200);
    expect(list.headers.get("x-total-count")).toBe("1");
    expect(list.json).toHaveLength(1);
    expect(list.json[0]).toMatchObject({
      id: petId,
      name: "Momo the Brave",
      gender: "male",
      post_status: "published",
      category: category.category,
    });
    const images: { id: number; image_key: string; width: number; height: number }[] =
      list.json[0]!.images;
    expect(images.map((image) => [image.id, image.image_key])).toEqual(
      photos.json.map((file) => [file.id, file.key]),
    );
    expect(images[0]).toMatchObject({ width: 300, height: 200 });

    const reordered = await t.api("PUT /pets/:id/images/order", {
      param: { id: petId },
      ...auth,
      json: { imageIds: [images[2]!.id, images[0]!.id, images[1]!.id] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.json.map((image: { id: number }) => image.id)).toEqual([
      images[2]!.id,
      images[0]!.id,
      images[1]!.id,
    ]);

    const afterDelete = await t.api("DELETE /pets/:id/images/:imageId", {
      param: { id: petId, imageId: images[0]!.id },
      ...auth,
    });
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.json.map((image: { id: number }) => image.id)).toEqual([
      images[2]!.id,
      images[1]!.id,
    ]);
    expect(await stored(images[0]!.image_key)).toBe(404);
    expect(await stored(images[1]!.image_key)).toBe(200);

    expect((await t.api("GET /vendors/me", auth)).json.stats).toEqual({ petCounts: 1 });

    // Marked adopted: off the listing.
    await t.api("PATCH /pets/:id", {
      param: { id: petId },
      ...auth,
      json: { post_status: "adopted" },
    });
    expect(await listed()).not.toContain(petId);

    // Deleting the pet deletes its photos' files.
    expect((await t.api("DELETE /pets/:id", { param: { id: petId }, ...auth })).status).toBe(200);
    expect(await stored(images[1]!.image_key)).toBe(404);
    expect(
      (await t.api("GET /petsByVendor", { query: { vendor_id: storeId }, ...auth })).json,
    ).toEqual([]);

    // Deleting the store deletes everything in it, files too.
    const keptPet = await t.api("POST /pets", { ...auth, json: petBody(storeId, category.id) });
    const keptPhoto = await upload(
      t,
      `/api/uploads/petsImages?petId=${keptPet.json.id}`,
      [{ name: "d.jpg", body: await makeJpeg() }],
      owner.headers,
    );
    await makeApplication(t.deps, { pet_id: keptPet.json.id });
    expect((await t.api("DELETE /vendors/me", auth)).status).toBe(200);
    expect(await stored(keptPhoto.json[0]!.key)).toBe(404);
    expect(await stored(second.json[0]!.key)).toBe(404);
    expect(
      await t.db.selectFrom("pet").where("vendor_id", "=", storeId).selectAll().execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom("application")
        .where("pet_id", "=", keptPet.json.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
    expect((await t.api("GET /vendors/me", auth)).json.store).toBeNull();
    expect((await t.api("DELETE /vendors/me", auth)).status).toBe(404);

    // A user whose store is gone may open a new one.
    expect((await t.api("POST /vendors/create", { ...auth, json: newStore })).status).toBe(200);
  });
});
