import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makePet, makeStore, makeUser } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("a store's public page (GET /api/vendors/{id}/profile)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("shows an active store's words, place, hours and counts, and nothing of its owner", async () => {
    const owner = await makeUser(t.deps, {
      email: "owner-private@example.test",
      phoneNumber: "+9779841000001",
    });
    const store = await makeStore(t.deps, {
      owner_id: owner.id,
      title: "Pokhara Paws",
      province: "Gandaki",
      district: "Kaski",
      opening_hours: "Sun–Fri 10:00–17:00",
    });
    const category = await makeCategory(t.deps);
    const pet = { vendor_id: store.id, category_id: category.id };
    await makePet(t.deps, { ...pet, post_status: "published" });
    await makePet(t.deps, { ...pet, post_status: "published" });
    await makePet(t.deps, { ...pet, post_status: "adopted" });
    await makePet(t.deps, { ...pet, post_status: "draft" });

    const page = await t.api("GET /vendors/:id/profile", { param: { id: store.id } });
    expect(page.status).toBe(200);
    expect(page.json).toEqual({
      id: store.id,
      title: "Pokhara Paws",
      description: store.description,
      location: "Kathmandu",
      province: "Gandaki",
      district: "Kaski",
      image_key: null,
      opening_hours: "Sun–Fri 10:00–17:00",
      phone: null,
      listed_since: store.first_listed_at,
      counts: { listed: 2, adopted: 1 },
    });
    expect(page.text).not.toContain("owner-private");
    expect(page.text).not.toContain(owner.id);

    // Its listed pets, through the listing.
    const pets = await t.api("GET /pets", { query: { store: store.id } });
    expect(pets.status).toBe(200);
    expect(pets.json).toHaveLength(2);
    expect(pets.headers.get("x-total-count")).toBe("2");
  });

  it("shows the owner's number only when the store chose to, and only a verified one", async () => {
    const owner = await t.login({ phoneNumber: "+9779841000002" });
    const created = await t.api("POST /vendors/create", {
      headers: owner.headers,
      json: {
        storeName: "Phone Friends",
        storeDescription: "Call us",
        storeLocation: "Patan",
        openingHours: "  Every day 9–6  ",
        showPhone: true,
      },
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ opening_hours: "Every day 9–6", show_phone: true });
    const id: number = created.json.id;

    // Pending: no page for anyone.
    const pending = await t.api("GET /vendors/:id/profile", { param: { id } });
    expect(pending.status).toBe(404);
    expect(pending.refusal.code).toBe("STORE_NOT_FOUND");

    await t.db.updateTable("vendor").set({ status: "active" }).where("id", "=", id).execute();
    const shown = await t.api("GET /vendors/:id/profile", { param: { id } });
    expect(shown.json.phone).toBe("+9779841000002");

    const hidden = await t.api("PATCH /vendors/me", {
      headers: owner.headers,
      json: { showPhone: false, openingHours: "" },
    });
    expect(hidden.json).toMatchObject({ show_phone: false, opening_hours: null });
    const after = await t.api("GET /vendors/:id/profile", { param: { id } });
    expect(after.json).toMatchObject({ phone: null, opening_hours: null });

    // A number not (or no longer) verified is never shown, whatever the store chose.
    await t.api("PATCH /vendors/me", { headers: owner.headers, json: { showPhone: true } });
    // The page is cached with the catalogue: a change of the number makes it a new version.
    const version = () =>
      t.db.selectFrom("catalogue_version").select("version").executeTakeFirstOrThrow();
    const before = Number((await version()).version);
    const unverified = t.deps.dialect === "postgres" ? false : 0;
    await t.db
      .updateTable("user")
      .set({ phoneNumberVerified: unverified })
      .where("id", "=", owner.user.id)
      .execute();
    expect((await t.api("GET /vendors/:id/profile", { param: { id } })).json.phone).toBeNull();
    expect(Number((await version()).version)).toBeGreaterThan(before);
  });

  it("is kept until its store, or a pet card, changes: not for a pet's description (decision 046)", async () => {
    const store = await makeStore(t.deps, { title: "Kept Paws" });
    const category = await makeCategory(t.deps);
    const pet = await makePet(t.deps, {
      vendor_id: store.id,
      category_id: category.id,
      post_status: "published",
    });
    const page = () => t.api("GET /vendors/:id/profile", { param: { id: store.id } });
    const first = await page();
    expect(first.json.counts).toEqual({ listed: 1, adopted: 0 });
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();

    // Its pet's description shows nowhere on the page (a store's page shows its pets' cards).
    await t.db
      .updateTable("pet")
      .set({ description: "Sleeps a lot" })
      .where("id", "=", pet.id)
      .execute();
    expect((await page()).headers.get("etag")).toBe(etag);

    await t.db
      .updateTable("pet")
      .set({ post_status: "adopted" })
      .where("id", "=", pet.id)
      .execute();
    const adopted = await page();
    expect(adopted.json.counts).toEqual({ listed: 0, adopted: 1 });
    await t.db
      .updateTable("vendor")
      .set({ opening_hours: "Closed Saturday" })
      .where("id", "=", store.id)
      .execute();
    const hours = await page();
    expect(hours.json.opening_hours).toBe("Closed Saturday");
    expect(new Set([etag, adopted.headers.get("etag"), hours.headers.get("etag")]).size).toBe(3);
  });

  it("refuses an unknown or malformed id and a bad form value with a code", async () => {
    expect((await t.api("GET /vendors/:id/profile", { param: { id: 99999999 } })).status).toBe(404);
    const malformed = await t.api("GET /vendors/:id/profile", { param: { id: "abc" } });
    expect(malformed.status).toBe(400);
    const owner = await t.login();
    const tooLong = await t.api("POST /vendors/create", {
      headers: owner.headers,
      json: {
        storeName: "Long Hours",
        storeDescription: "x",
        storeLocation: "y",
        openingHours: "a".repeat(301),
      },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.refusal.code).toBeTruthy();
  });
});
