import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePet, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t.close());

const setStatus = async (id: number, status: "active" | "pending") => {
  const response = await t.api("POST /vendors/update", {
    json: { id, status },
    headers: admin.headers,
  });
  expect(response.status).toBe(200);
};

async function pendingStoreWithPets() {
  const store = await makeStore(t.deps, { status: "pending" });
  const published = await makePet(t.deps, { vendor_id: store.id, post_status: "published" });
  const draft = await makePet(t.deps, { vendor_id: store.id, post_status: "draft" });
  return { store, published, draft };
}

/** The rule the public listing follows: published pets of active stores. */
async function listablePetIds(storeId: number) {
  const rows = await t.db
    .selectFrom("pet")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .select("pet.id")
    .where("vendor.id", "=", storeId)
    .where("vendor.status", "=", "active")
    .where("pet.post_status", "=", "published")
    .execute();
  return rows.map((row) => row.id);
}

async function listedPetIds(): Promise<number[]> {
  const response = await t.api("GET /pets", { query: { limit: "100" } });
  expect(response.status).toBe(200);
  return response.json.map((item) => item.pet.id);
}

describe("a store's status decides whether its pets are listed", () => {
  it("activating puts its published pets in GET /api/pets; pending takes them out", async () => {
    const { store, published, draft } = await pendingStoreWithPets();
    expect(await listedPetIds()).not.toContain(published.id);

    await setStatus(store.id, "active");
    const listed = await listedPetIds();
    expect(listed).toContain(published.id);
    expect(listed).not.toContain(draft.id);

    await setStatus(store.id, "pending");
    expect(await listedPetIds()).not.toContain(published.id);
  });

  it("activating makes its published pets (not drafts) listable; pending makes them unlistable", async () => {
    const { store, published } = await pendingStoreWithPets();
    expect(await listablePetIds(store.id)).toEqual([]);

    await setStatus(store.id, "active");
    expect(await listablePetIds(store.id)).toEqual([published.id]);

    await setStatus(store.id, "pending");
    expect(await listablePetIds(store.id)).toEqual([]);
  });
});
