import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeApplication,
  makeCategory,
  makePet,
  makePetImage,
  makeStore,
} from "../../db/factories";
import type { NewPet } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

/**
 * GET /api/pets against a small fixed world: five listed pets, and three that must
 * never be listed (a draft, an adopted pet, a pet of a pending store).
 */
let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();
let ids: Record<string, number>;
let momoCover: string;

beforeAll(async () => {
  t = await createTestApp();
  const dog = await makeCategory(t.deps, { category: "Dog" });
  const cat = await makeCategory(t.deps, { category: "Cat" });
  const rabbit = await makeCategory(t.deps, { category: "Rabbit" });
  const patan = await makeStore(t.deps, { title: "Patan Paws", location: "Patan, Lalitpur" });
  const pokhara = await makeStore(t.deps, { title: "Lakeside", location: "Lakeside, Pokhara" });
  const pending = await makeStore(t.deps, { location: "Butwal", status: "pending" });

  const pet = async (name: string, values: Partial<NewPet>) =>
    (
      await makePet(t.deps, {
        name,
        description: "A friendly animal.",
        created_at: values.created_at ?? day(1),
        ...values,
      })
    ).id;
  ids = {
    Momo: await pet("Momo", {
      category_id: dog.id,
      vendor_id: patan.id,
      gender: "male",
      breed: "Nepali street dog",
      age_group: "young",
      size: "medium",
      good_with_children: "yes",
      good_with_dogs: "yes",
      good_with_cats: "no",
      created_at: day(1),
    }),
    Kali: await pet("Kali", {
      category_id: dog.id,
      vendor_id: pokhara.id,
      gender: "female",
      breed: "Labrador mix",
      age_group: "adult",
      size: "large",
      good_with_children: "yes",
      good_with_dogs: "no",
      created_at: day(2),
    }),
    Biralo: await pet("Biralo", {
      category_id: cat.id,
      vendor_id: patan.id,
      gender: "female",
      breed: "Himalayan",
      age_group: "baby",
      size: "small",
      good_with_children: "yes",
      good_with_cats: "yes",
      description: "Spends 100% of the day on laps_and naps.",
      created_at: day(3),
    }),
    Sano: await pet("Sano", {
      category_id: cat.id,
      vendor_id: pokhara.id,
      gender: "male",
      age_group: "senior",
      size: "small",
      description: "Golden eyes and a quiet purr.",
      created_at: day(4),
    }),
    Khargosh: await pet("khargosh", {
      category_id: rabbit.id,
      vendor_id: patan.id,
      gender: "male",
      age_group: "young",
      size: "small",
      created_at: day(5),
    }),
  };
  await pet("Draft dog", { category_id: dog.id, vendor_id: patan.id, post_status: "draft" });
  await pet("Adopted dog", { category_id: dog.id, vendor_id: patan.id, post_status: "adopted" });
  await pet("Hidden cat", { category_id: cat.id, vendor_id: pending.id });

  await makePetImage(t.deps, { pet_id: ids.Momo!, position: 1, image_key: "pets/momo-b.webp" });
  momoCover = (
    await makePetImage(t.deps, {
      pet_id: ids.Momo!,
      position: 0,
      image_key: "pets/momo-a.webp",
      width: 640,
      height: 480,
    })
  ).image_key;
  await makeApplication(t.deps, { pet_id: ids.Kali!, status: "Approved" });
  await makeApplication(t.deps, { pet_id: ids.Momo!, status: "pending" });
});
afterAll(() => t.close());

async function names(query: ApiInput<"GET /pets">["query"]) {
  const response = await t.api("GET /pets", { query });
  expect(response.status, response.text).toBe(200);
  return response.json.map((item) => item.pet.name);
}

/** A query the route refuses, most with values it does not declare: sent as written. */
async function refused(query: string) {
  const response = await t.request("GET", `/api/pets${query}`);
  expect(response.status, response.text).toBe(400);
  return response.refusal;
}

describe("GET /api/pets", () => {
  it("lists only published pets of active stores, newest first, with the card's fields", async () => {
    const response = await t.api("GET /pets");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe("5");
    expect(response.json.map((item) => item.pet.name)).toEqual([
      "khargosh",
      "Sano",
      "Biralo",
      "Kali",
      "Momo",
    ]);
    const momo = response.json.find((item) => item.pet.name === "Momo");
    expect(momo).toMatchObject({
      pet: { id: ids.Momo, name: "Momo", gender: "male", adoption_pending: false },
      categories: { category: "Dog" },
      vendor: { title: "Patan Paws", location: "Patan, Lalitpur", image_key: null },
      image: { image_key: momoCover, width: 640, height: 480 },
    });
  });

  it("marks a pet with an approved request as adoption pending, and gives a pet without photos no image", async () => {
    const list = (await t.api("GET /pets")).json;
    const kali = list.find((item) => item.pet.name === "Kali");
    expect(kali?.pet.adoption_pending).toBe(true);
    expect(kali?.image).toBeNull();
    expect(list.filter((item) => item.pet.adoption_pending)).toHaveLength(1);
  });

  it("filters by category id, or by category name in any case", async () => {
    const dogs = ["Kali", "Momo"];
    const dogId = (await t.api("GET /category")).json.find((c) => c.category === "Dog")?.id;
    expect(await names({ category: dogId })).toEqual(dogs);
    expect(await names({ category: "Dog" })).toEqual(dogs);
    expect(await names({ category: "dOG" })).toEqual(dogs);
  });

  it("refuses an unknown category, naming the parameter", async () => {
    const byName = await refused("?category=Dragon");
    expect(byName.error).toContain("category");
    expect(byName.fields).toHaveProperty("category");
    expect((await refused("?category=987654")).fields).toHaveProperty("category");
  });

  it("filters by gender and refuses any other value, naming the parameter", async () => {
    expect(await names({ gender: "male" })).toEqual(["khargosh", "Sano", "Momo"]);
    expect(await names({ gender: "female" })).toEqual(["Biralo", "Kali"]);
    const body = await refused("?gender=Male");
    expect(body.error).toBe("gender must be male or female");
    expect(body.fields).toEqual({ gender: "gender must be male or female" });
  });

  it("combines category and gender", async () => {
    expect(await names({ category: "cat", gender: "female" })).toEqual(["Biralo"]);
    expect(await names({ category: "rabbit", gender: "female" })).toEqual([]);
  });

  it("searches name, breed and description case-insensitively; every word must match", async () => {
    expect(await names({ q: "MOMO" })).toEqual(["Momo"]);
    expect(await names({ q: "labrador" })).toEqual(["Kali"]);
    expect(await names({ q: "golden" })).toEqual(["Sano"]);
    expect(await names({ q: "nepali dog" })).toEqual(["Momo"]);
    expect(await names({ q: "nepali cat" })).toEqual([]);
    expect(await names({ q: "  " })).toHaveLength(5);
  });

  it("treats % and _ in a search as letters, not wildcards", async () => {
    expect(await names({ q: "%" })).toEqual(["Biralo"]);
    expect(await names({ q: "laps_and" })).toEqual(["Biralo"]);
    expect(await names({ q: "_" })).toEqual(["Biralo"]);
  });

  it("filters by age groups and sizes (comma-separated), refusing unknown ones", async () => {
    expect(await names({ age: "baby,senior" })).toEqual(["Sano", "Biralo"]);
    expect(await names({ age: "young" })).toEqual(["khargosh", "Momo"]);
    expect(await names({ size: "large" })).toEqual(["Kali"]);
    expect(await names({ size: "small,medium", age: "young" })).toEqual(["khargosh", "Momo"]);
    expect((await refused("?age=old")).fields).toHaveProperty("age");
    expect((await refused("?size=small,huge")).error).toContain("size must be one of");
  });

  it("filters by what a pet is known to be good with; all listed must hold", async () => {
    expect(await names({ good_with: "children" })).toEqual(["Biralo", "Kali", "Momo"]);
    expect(await names({ good_with: "children,dogs" })).toEqual(["Momo"]);
    expect(await names({ good_with: "cats" })).toEqual(["Biralo"]);
    expect((await refused("?good_with=birds")).fields).toHaveProperty("good_with");
  });

  it("filters by the store's location, case-insensitively", async () => {
    expect(await names({ location: "POKHARA" })).toEqual(["Sano", "Kali"]);
    expect(await names({ location: "lalitpur" })).toEqual(["khargosh", "Biralo", "Momo"]);
    expect(await names({ location: "Butwal" })).toEqual([]);
  });

  it("combines every filter", async () => {
    expect(
      await names({
        category: "Dog",
        gender: "male",
        good_with: "children",
        location: "patan",
        q: "street",
      }),
    ).toEqual(["Momo"]);
    expect(await names({ category: "Dog", gender: "male", location: "pokhara" })).toEqual([]);
  });

  it("sorts by oldest first or by name", async () => {
    expect(await names({ sort: "oldest" })).toEqual(["Momo", "Kali", "Biralo", "Sano", "khargosh"]);
    expect(await names({ sort: "name" })).toEqual(["Biralo", "Kali", "khargosh", "Momo", "Sano"]);
    expect((await refused("?sort=price")).fields).toHaveProperty("sort");
  });

  it("pages with limit and page, and always reports the total", async () => {
    const page = async (query: ApiInput<"GET /pets">["query"]) => {
      const response = await t.api("GET /pets", { query });
      return {
        names: response.json.map((item) => item.pet.name),
        total: response.headers.get("x-total-count"),
      };
    };
    expect(await page({ limit: 2 })).toEqual({ names: ["khargosh", "Sano"], total: "5" });
    expect(await page({ limit: 2, page: 2 })).toEqual({ names: ["Biralo", "Kali"], total: "5" });
    expect(await page({ limit: 2, page: 3 })).toEqual({ names: ["Momo"], total: "5" });
    expect(await page({ limit: 2, page: 4 })).toEqual({ names: [], total: "5" });
    expect(await page({ gender: "female", limit: 1, page: 9 })).toEqual({ names: [], total: "2" });
    expect(await page({ category: "rabbit", limit: 1 })).toEqual({
      names: ["khargosh"],
      total: "1",
    });
  });

  it.each([
    ["?limit=101", "limit"],
    ["?limit=0", "limit"],
    ["?page=0", "page"],
    ["?page=abc", "page"],
    ["?page=1.5", "page"],
    ["?limit=-3", "limit"],
    [`?q=${"a".repeat(101)}`, "q"],
  ])("refuses %s, naming %s", async (query, parameter) => {
    const body = await refused(query);
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.fields).toHaveProperty(parameter);
    expect(body.error).toContain(parameter);
  });

  it("answers any query string with 200 or 400, never a 500", async () => {
    const parameter = fc.constantFrom(
      "gender",
      "category",
      "q",
      "location",
      "age",
      "size",
      "good_with",
      "sort",
      "page",
      "limit",
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(parameter, fc.string({ maxLength: 30 })), async (params) => {
        const response = await t.request("GET", `/api/pets?${new URLSearchParams(params)}`);
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 60 },
    );
  });

  it("lets caches keep the list briefly and revalidate it with an ETag", async () => {
    const first = await t.api("GET /pets", { query: { gender: "male" } });
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await t.api("GET /pets", {
      query: { gender: "male" },
      headers: { "If-None-Match": tag! },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    const other = await t.api("GET /pets", {
      query: { gender: "female" },
      headers: { "If-None-Match": tag! },
    });
    expect(other.status).toBe(200);
  });
});
