import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/** A store's province and district, when it opens and when its owner changes them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const store = {
  storeName: "Lakeside Paws",
  storeDescription: "Street dogs of Pokhara",
  storeLocation: "Lakeside, Pokhara",
};
const stored = (id: number) =>
  t.db
    .selectFrom("vendor")
    .select(["province", "district", "location"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe("POST /api/vendors/create with a place", () => {
  it("keeps the province and district by their English names, whatever the case sent", async () => {
    const { headers } = await t.login();
    const body = { ...store, province: "gandaki", district: " KASKI " };
    const created = await t.api("POST /vendors/create", { headers, json: body });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ province: "Gandaki", district: "Kaski" });
    expect(await stored(created.json.id)).toEqual({
      province: "Gandaki",
      district: "Kaski",
      location: "Lakeside, Pokhara",
    });
    const mine = await t.api("GET /vendors/me", { headers });
    expect(mine.json.store!.vendor).toMatchObject({ province: "Gandaki", district: "Kaski" });
  });

  it("opens a store without a place, as older clients do: both stay empty", async () => {
    const { headers } = await t.login();
    const created = await t.api("POST /vendors/create", { headers, json: store });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ province: null, district: null });
  });

  it.each([
    [{ province: "Bagmati", district: "Kaski" }, "DISTRICT_NOT_IN_PROVINCE", "district"],
    [{ province: "Gandaki", district: "Pokhara" }, "UNKNOWN_DISTRICT", "district"],
    [{ province: "Province 4", district: "Kaski" }, "UNKNOWN_PROVINCE", "province"],
    [{ province: "Gandaki" }, "PLACE_INCOMPLETE", "district"],
    [{ district: "Kaski" }, "PLACE_INCOMPLETE", "province"],
    [{ province: "Gandaki", district: 7 }, "BAD_REQUEST", "district"],
  ])("refuses %j with %s, opening nothing", async (place, code, field) => {
    const { headers, user } = await t.login();
    // The last place is one the contract forbids (a number), as a client could send it.
    const refused = await t.request("POST", "/api/vendors/create", {
      headers,
      body: { ...store, ...place },
    });
    expect(refused.status).toBe(400);
    expect(refused.refusal).toMatchObject({ code, error: expect.any(String) });
    expect(refused.refusal.fields).toHaveProperty(field);
    const opened = await t.db
      .selectFrom("vendor")
      .select("id")
      .where("owner_id", "=", user.id)
      .execute();
    expect(opened).toEqual([]);
  });
});

describe("PATCH /api/vendors/me", () => {
  it("lets a store opened before pick its place once, keeping its address line", async () => {
    const { headers, user } = await t.login();
    const old = await makeStore(t.deps, { owner_id: user.id, location: "Patan Dhoka" });
    expect(await stored(old.id)).toMatchObject({ province: null, district: null });

    const body = { province: "Bagmati", district: "Lalitpur" };
    const changed = await t.api("PATCH /vendors/me", { headers, json: body });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: old.id, ...body, location: "Patan Dhoka" });
    expect(await stored(old.id)).toEqual({ ...body, location: "Patan Dhoka" });

    const moved = await t.api("PATCH /vendors/me", {
      headers,
      json: { storeLocation: "Jawalakhel", province: "bagmati", district: "kathmandu" },
    });
    expect(moved.json).toMatchObject({ location: "Jawalakhel", district: "Kathmandu" });
  });

  it.each([
    [{ province: "Koshi", district: "Kaski" }, "DISTRICT_NOT_IN_PROVINCE"],
    [{ province: "Gandaki", district: "Atlantis" }, "UNKNOWN_DISTRICT"],
    [{ province: "Atlantis", district: "Kaski" }, "UNKNOWN_PROVINCE"],
    [{ district: "Kaski" }, "PLACE_INCOMPLETE"],
    [{}, "BAD_REQUEST"],
    [{ storeName: "" }, "BAD_REQUEST"],
  ])("refuses %j with %s and changes nothing", async (body, code) => {
    const { headers, user } = await t.login();
    const own = await makeStore(t.deps, {
      owner_id: user.id,
      province: "Gandaki",
      district: "Kaski",
    });
    const refused = await t.api("PATCH /vendors/me", { headers, json: body });
    expect(refused.status).toBe(400);
    expect(refused.refusal.code).toBe(code);
    expect(await stored(own.id)).toMatchObject({ province: "Gandaki", district: "Kaski" });
  });

  it("is 404 for a caller without a store and 401 signed out", async () => {
    const body = { province: "Gandaki", district: "Kaski" };
    const { headers } = await t.login();
    const none = await t.api("PATCH /vendors/me", { headers, json: body });
    expect(none.status).toBe(404);
    expect(none.refusal.code).toBe("NO_STORE");
    expect((await t.api("PATCH /vendors/me", { json: body })).status).toBe(401);
  });
});
