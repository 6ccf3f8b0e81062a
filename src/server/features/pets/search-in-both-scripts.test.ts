import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PetsQuery } from "../../../contract/catalogue";
import { makeCategory, makePet, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";
import { listedAmong } from "./pet-queries";

/**
 * Search and the breed and colour filters in either script (docs/product.md#search-and-filters),
 * and the fee and video filters: a small world of four listed pets, one saved through the API
 * as a store saves it, the others made as the seed makes them.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["login"]>>;
let ids: Record<"Kaali" | "Sheru" | "Moti" | "Kalu", number>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const store = await makeStore(t.deps, { owner_id: owner.user.id, status: "active" });
  const dog = await makeCategory(t.deps, { category: "Dog" });
  const created = await t.api("POST /pets", {
    headers: owner.headers,
    json: {
      vendor_id: store.id,
      name: "Kaali",
      name_ne: "काली",
      breed: "Bhote",
      breed_ne: "भोटे",
      colour: "Black",
      description: "Sleeps by the door.",
      category_id: dog.id,
      gender: "female",
      post_status: "published",
    },
  });
  expect(created.status, created.text).toBe(200);
  const pet = async (values: Parameters<typeof makePet>[1]) =>
    (
      await makePet(t.deps, {
        vendor_id: store.id,
        category_id: dog.id,
        description: "A friendly animal.",
        ...values,
      })
    ).id;
  ids = {
    Kaali: created.json.id,
    Sheru: await pet({
      name: "Sheru",
      breed: "Labrador",
      colour: "कालो",
      fee: 1500,
      videos: JSON.stringify(["https://www.youtube.com/watch?v=dQw4w9WgXcQ"]),
    }),
    Moti: await pet({ name: "मोती", breed: "Japanese Spitz", colour: "White", fee: 500 }),
    Kalu: await pet({ name: "Kalu" }),
  };
});
afterAll(() => t.close());

async function names(query: ApiInput<"GET /pets">["query"]) {
  const response = await t.api("GET /pets", { query });
  expect(response.status, response.text).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return response.json.map((item) => byId[item.pet.id]).sort();
}

describe("search in Devanagari and Latin letters", () => {
  it.each([
    ["kali", ["Kaali"]],
    ["KAALI", ["Kaali"]],
    ["काली", ["Kaali"]],
    ["शेरु", ["Sheru"]],
    ["sheroo", ["Sheru"]],
    ["moti", ["Moti"]],
    ["मोती", ["Moti"]],
    ["bhote", ["Kaali"]],
    ["भोटे", ["Kaali"]],
    ["काली bhote", ["Kaali"]],
    ["kali labrador", []],
    ["kalu", ["Kalu"]],
    ["spitz", ["Moti"]],
  ])("%j finds %j", async (q, expected) => {
    expect(await names({ q })).toEqual(expected);
  });

  it("follows a change of name: the keys are written again at each save", async () => {
    const changed = await t.api("PATCH /pets/:id", {
      param: { id: ids.Kaali },
      headers: owner.headers,
      json: { name: "Rani", name_ne: "रानी" },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await names({ q: "kali" })).toEqual([]);
    expect(await names({ q: "रानी" })).toEqual(["Kaali"]);
    expect(await names({ q: "raani" })).toEqual(["Kaali"]);
    // The breed was not in the change, and its keys stay.
    expect(await names({ q: "bhote" })).toEqual(["Kaali"]);
    const restored = await t.api("PATCH /pets/:id", {
      param: { id: ids.Kaali },
      headers: owner.headers,
      json: { name: "Kaali", name_ne: "काली" },
    });
    expect(restored.status, restored.text).toBe(200);
  });

  it("shows the Nepali name and breed on the card and the page", async () => {
    const list = await t.api("GET /pets", { query: { q: "kali" } });
    expect(list.json[0]?.pet).toMatchObject({ name_ne: "काली", breed_ne: "भोटे" });
    const page = await t.api("GET /pets/:id", { param: { id: ids.Kaali } });
    expect(page.json[0]?.pet).toMatchObject({ name_ne: "काली", breed_ne: "भोटे" });
  });
});

describe("the breed, colour, fee and video filters", () => {
  it.each<[ApiInput<"GET /pets">["query"], string[]]>([
    [{ breed: "labrador" }, ["Sheru"]],
    [{ breed: "bhote" }, ["Kaali"]],
    [{ breed: "भोटे" }, ["Kaali"]],
    [{ breed: "japanese spitz" }, ["Moti"]],
    [{ breed: "poodle" }, []],
    [{ breed: "%" }, []],
    [{ colour: "black" }, ["Kaali"]],
    [{ colour: "kaalo" }, ["Sheru"]],
    [{ colour: "कालो" }, ["Sheru"]],
    [{ colour: "WHITE" }, ["Moti"]],
    [{ fee: "free" }, ["Kaali", "Kalu"]],
    [{ fee: "paid" }, ["Moti", "Sheru"]],
    [{ video: "yes" }, ["Sheru"]],
    [{ fee: "paid", video: "yes", breed: "lab" }, ["Sheru"]],
    [{ fee: "free", q: "kali" }, ["Kaali"]],
  ])("%j lists %j", async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it.each([
    ["fee=gratis", "fee must be one of free, paid"],
    ["video=no", "video must be yes"],
    [`breed=${"x".repeat(101)}`, "breed must be at most 100 characters"],
  ])("refuses %s, naming the parameter", async (query, message) => {
    // A value the query does not declare: sent as written.
    const response = await t.request("GET", `/api/pets?${query}`);
    expect(response.status).toBe(400);
    expect(response.refusal.error).toBe(message);
    expect(Object.keys(response.refusal.fields ?? {})).toEqual([query.split("=")[0]]);
  });

  it("are kept by a saved search and matched by its alerts, by the listing's own query", async () => {
    const query = `breed=${encodeURIComponent("भोटे")}&colour=black&fee=free`;
    const saved = await t.api("POST /saved-searches", {
      headers: owner.headers,
      json: { name: "Black Bhotes", query },
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.json.query).toBe(query);
    const refused = await t.api("POST /saved-searches", {
      headers: owner.headers,
      json: { name: "Odd", query: "video=maybe" },
    });
    expect(refused.status).toBe(400);
    expect(refused.refusal.code).toBe("INVALID_SEARCH");

    const every = Object.values(ids);
    const matched = (values: Record<string, string>) =>
      listedAmong(t.deps, PetsQuery.parse(values), every);
    expect(await matched({ breed: "भोटे", colour: "black", fee: "free" })).toEqual([ids.Kaali]);
    expect(await matched({ video: "yes" })).toEqual([ids.Sheru]);
    expect(await matched({ q: "मोती", fee: "paid" })).toEqual([ids.Moti]);
  });
});
