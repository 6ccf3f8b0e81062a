import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makePet, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/** /api/pets by province and district, and the place each item carries. */
let t: TestApp;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const dog = await makeCategory(t.deps, { category: "Dog" });
  const place = (province: string, district: string) => ({ province, district });
  const pokhara = await makeStore(t.deps, { location: "Lakeside", ...place("Gandaki", "Kaski") });
  const gorkha = await makeStore(t.deps, {
    location: "Gorkha Bazar",
    ...place("Gandaki", "Gorkha"),
  });
  const patan = await makeStore(t.deps, { location: "Patan", ...place("Bagmati", "Lalitpur") });
  // Opened before places: typed "Pokhara", but no district picked.
  const unplaced = await makeStore(t.deps, { location: "Pokhara" });
  const hidden = await makeStore(t.deps, { status: "pending", ...place("Gandaki", "Kaski") });
  const pet = async (name: string, vendor_id: number) =>
    (await makePet(t.deps, { name, vendor_id, category_id: dog.id })).id;
  ids = {
    Kalu: await pet("Kalu", pokhara.id),
    Bhote: await pet("Bhote", gorkha.id),
    Tika: await pet("Tika", patan.id),
    Dhoke: await pet("Dhoke", unplaced.id),
    Lukai: await pet("Lukai", hidden.id),
  };
});
afterAll(() => t.close());

/** Sent as written: one row sends the parameters empty, as a form does, which t.api leaves out. */
const names = async (query: string) => {
  const response = await t.request("GET", `/api/pets?${query}`);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return (response.json as { pet: { name: string } }[]).map((item) => item.pet.name).sort();
};

describe("GET /api/pets by place", () => {
  it.each([
    ["district=Kaski", ["Kalu"]],
    ["district=kaski", ["Kalu"]],
    ["province=Gandaki", ["Bhote", "Kalu"]],
    ["province=Gandaki&district=Gorkha", ["Bhote"]],
    ["province=Bagmati&district=Kaski", []],
    ["province=&district=", ["Bhote", "Dhoke", "Kalu", "Tika"]],
  ])("%s lists %j", async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it("counts over the district, as the list", async () => {
    const response = await t.api("GET /pets", { query: { province: "Gandaki" } });
    expect(response.headers.get("x-total-count")).toBe("2");
  });

  it.each([
    ["district=Pokhara", "UNKNOWN_DISTRICT", "district"],
    ["province=Western", "UNKNOWN_PROVINCE", "province"],
    [`district=${"x".repeat(50)}`, "BAD_REQUEST", "district"],
  ])("refuses %s with %s", async (query, code, field) => {
    const response = await t.request("GET", `/api/pets?${query}`);
    expect(response.status).toBe(400);
    expect(response.refusal).toMatchObject({ code, error: expect.stringContaining(field) });
  });

  it("gives each item's store place, and null for a store that has not picked one", async () => {
    const list = (await t.api("GET /pets")).json;
    const byName = new Map(list.map((item) => [item.pet.name, item.vendor]));
    expect(byName.get("Kalu")).toMatchObject({ province: "Gandaki", district: "Kaski" });
    expect(byName.get("Dhoke")).toMatchObject({
      province: null,
      district: null,
      location: "Pokhara",
    });
  });

  it("gives the pet page's store place", async () => {
    const [item] = (await t.api("GET /pets/:id", { param: { id: ids.Tika! } })).json;
    expect(item?.vendor).toMatchObject({ province: "Bagmati", district: "Lalitpur" });
  });
});
