import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeApplication,
  makeCategory,
  makePet,
  makePetImage,
  makeStore,
} from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createCatalogueCache } from "./catalogue-cache";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const version = async () =>
  Number(
    (await t.db.selectFrom("catalogue_version").select("version").executeTakeFirstOrThrow())
      .version,
  );

async function publishedPet() {
  const store = await makeStore(t.deps, { status: "active" });
  const category = await makeCategory(t.deps);
  return makePet(t.deps, {
    vendor_id: store.id,
    category_id: category.id,
    post_status: "published",
    name: "Bhote",
  });
}

describe("the catalogue version", () => {
  it("moves with every change the catalogue shows, in the changing statement", async () => {
    const pet = await publishedPet();
    const changes = [
      () => t.db.updateTable("pet").set({ name: "Bhotu" }).where("id", "=", pet.id).execute(),
      () => makePetImage(t.deps, { pet_id: pet.id }),
      () => t.db.updateTable("vendor").set({ title: "New name" }).execute(),
      () => makeCategory(t.deps),
    ];
    for (const change of changes) {
      const before = await version();
      await change();
      expect(await version()).toBeGreaterThan(before);
    }
  });

  it("stays put for a new adoption request, and moves when one is approved", async () => {
    const pet = await publishedPet();
    const before = await version();
    const application = await makeApplication(t.deps, { pet_id: pet.id });
    expect(await version()).toBe(before);
    await t.db
      .updateTable("application")
      .set({ status: "Approved" })
      .where("id", "=", application.id)
      .execute();
    expect(await version()).toBeGreaterThan(before);
  });
});

describe("cached catalogue answers", () => {
  it("computes once while nothing changes, again after any change", async () => {
    const cache = createCatalogueCache(t.db);
    let computed = 0;
    const compute = async () => ({ body: ++computed, shared: true });
    const first = await cache.get("k", compute);
    expect(first.json).toBe("1");
    expect(await cache.get("k", compute)).toEqual(first);
    await makeCategory(t.deps);
    const second = await cache.get("k", compute);
    expect(second.json).toBe("2");
    expect(second.etag).not.toBe(first.etag);
  });

  it("never keeps what may not be shared", async () => {
    const cache = createCatalogueCache(t.db);
    let computed = 0;
    const compute = async () => ({ body: ++computed, shared: false });
    await cache.get("private", compute);
    expect(await cache.get("private", compute)).toMatchObject({ json: "2", etag: null });
  });

  it("a change written by another instance shows on the next request", async () => {
    const pet = await publishedPet();
    const names = async () =>
      (await t.request("GET", "/api/pets")).json.map((item: any) => item.pet.name);
    const detail = async () => (await t.request("GET", `/api/pets/${pet.id}`)).json[0].pet.name;
    expect(await names()).toContain("Bhote");
    expect(await detail()).toBe("Bhote");
    const before = (await t.request("GET", "/api/pets")).headers.get("etag")!;
    const unchanged = await t.request("GET", "/api/pets", { headers: { "If-None-Match": before } });
    expect(unchanged.status).toBe(304);
    // Straight into the database, as another instance's request would.
    await t.db.updateTable("pet").set({ name: "Sheru" }).where("id", "=", pet.id).execute();
    expect(await names()).toContain("Sheru");
    expect(await detail()).toBe("Sheru");
    const changed = await t.request("GET", "/api/pets", { headers: { "If-None-Match": before } });
    expect(changed.status).toBe(200);
    await t.db.updateTable("pet").set({ post_status: "draft" }).where("id", "=", pet.id).execute();
    expect(await names()).not.toContain("Sheru");
    expect((await t.request("GET", `/api/pets/${pet.id}`)).status).toBe(404);
  });
});
