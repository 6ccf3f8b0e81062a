import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeApplication,
  makeCategory,
  makePet,
  makePetImage,
  makeStore,
} from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { removeStore } from "./remove-store";

describe("removeStore", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("removes the store, its pets, images, applications and files, and nothing else", async () => {
    const category = await makeCategory(t.deps);
    const doomed = await makeStore(t.deps, { image_key: "vendors/doomed.webp" });
    const kept = await makeStore(t.deps);
    const pet = await makePet(t.deps, { vendor_id: doomed.id, category_id: category.id });
    const keptPet = await makePet(t.deps, { vendor_id: kept.id, category_id: category.id });
    const image = await makePetImage(t.deps, { pet_id: pet.id });
    const keptImage = await makePetImage(t.deps, { pet_id: keptPet.id });
    for (const key of ["vendors/doomed.webp", image.image_key, keptImage.image_key]) {
      await t.deps.storage.put(key, Buffer.from("x"), "image/webp");
    }
    await makeApplication(t.deps, { pet_id: pet.id });

    expect(await removeStore(t.deps, doomed.id)).toBe(true);

    const count = async (table: "vendor" | "pet" | "pet_image" | "application") =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count("vendor")).toBe(1);
    expect(await count("pet")).toBe(1);
    expect(await count("pet_image")).toBe(1);
    expect(await count("application")).toBe(0);
    expect(await t.deps.storage.get("vendors/doomed.webp")).toBeNull();
    expect(await t.deps.storage.get(image.image_key)).toBeNull();
    expect(await t.deps.storage.get(keptImage.image_key)).not.toBeNull();
  });

  it("reports an unknown store", async () => {
    expect(await removeStore(t.deps, 987654)).toBe(false);
  });
});
