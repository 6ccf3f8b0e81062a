import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { makeCategory, makePet, makePetImage, makeUser, makeStore } from "./factories";
import { migrateToLatest } from "./migrate";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("schema", () => {
  it("migrating an up-to-date database again changes nothing", async () => {
    await expect(migrateToLatest(t.deps.database)).resolves.toBeUndefined();
  });

  it("deleting a store removes its pets, their images and applications", async () => {
    const store = await makeStore(t.deps);
    const pet = await makePet(t.deps, { vendor_id: store.id });
    await makePetImage(t.deps, { pet_id: pet.id });
    const applicant = await makeUser(t.deps);
    await t.db
      .insertInto("application")
      .values({
        pet_id: pet.id,
        user_id: applicant.id,
        name: "Pema",
        phone: "9812345678",
        address: "Boudha",
        message: "Hello",
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();

    await t.db.deleteFrom("vendor").where("id", "=", store.id).execute();

    expect(
      await t.db.selectFrom("pet").where("vendor_id", "=", store.id).selectAll().execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom("pet_image").where("pet_id", "=", pet.id).selectAll().execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom("application").where("pet_id", "=", pet.id).selectAll().execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom("user").where("id", "=", applicant.id).select("id").executeTakeFirst(),
    ).toBeTruthy();
  });

  it("refuses to delete a category that pets still use", async () => {
    const category = await makeCategory(t.deps);
    await makePet(t.deps, { category_id: category.id });
    await expect(
      t.db.deleteFrom("category").where("id", "=", category.id).execute(),
    ).rejects.toThrow();
  });

  it("keeps category names unique regardless of case", async () => {
    await makeCategory(t.deps, { category: "Parrot" });
    await expect(makeCategory(t.deps, { category: "parrot" })).rejects.toThrow();
  });

  it("allows one store per user", async () => {
    const owner = await makeUser(t.deps);
    await makeStore(t.deps, { owner_id: owner.id });
    await expect(makeStore(t.deps, { owner_id: owner.id })).rejects.toThrow();
  });

  it.each([
    ["gender", { gender: "other" }],
    ["post_status", { post_status: "archived" }],
    ["vaccinated", { vaccinated: "maybe" }],
  ])("refuses an unknown %s", async (_column, values) => {
    await expect(makePet(t.deps, values as never)).rejects.toThrow();
  });
});
