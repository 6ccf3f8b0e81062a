import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makePet, makePetImage, makeStore } from "../../db/factories";
import { CONTROL_NAMES } from "../../test/control-characters";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["login"]>>;
let storeId: number;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  categoryId = (await makeCategory(t.deps)).id;
  storeId = (await makeStore(t.deps, { owner_id: owner.user.id, status: "pending" })).id;
});
afterAll(() => t.close());

const as = () => ({ headers: owner.headers });
const count = async () => (await t.db.selectFrom("pet").select("id").execute()).length;

describe("POST /api/pets", () => {
  const valid = (): ApiInput<"POST /pets">["json"] => ({
    vendor_id: storeId,
    name: "Kali",
    description: "A shy black cat.",
    category_id: categoryId,
    gender: "female",
    post_status: "published",
  });

  it.each([
    ["name", "Pet name is required"],
    ["description", "Description is required"],
    ["category_id", "Category is required"],
    ["gender", "Gender is required"],
    ["post_status", "Status is required"],
  ])("refuses a pet without %s with the form's message", async (field, message) => {
    const before = await count();
    const body: Record<string, unknown> = valid();
    delete body[field];
    // A body the contract forbids, as a client other than the site could send it.
    const response = await t.request("POST", "/api/pets", { ...as(), body });
    expect(response.status).toBe(400);
    expect(response.refusal.error).toBe(message);
    expect(response.refusal.fields?.[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it("refuses an unknown category, an unknown gender and 'adopted' for a new pet", async () => {
    const unknown = await t.api("POST /pets", {
      ...as(),
      json: { ...valid(), category_id: 999999 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.refusal.fields).toEqual({ category_id: "That category does not exist" });
    // Values the contract forbids, as a client other than the site could send them.
    const gender = await t.request("POST", "/api/pets", {
      ...as(),
      body: { ...valid(), gender: "other" },
    });
    expect(gender.refusal.fields?.gender).toBe("Gender is required");
    const adopted = await t.request("POST", "/api/pets", {
      ...as(),
      body: { ...valid(), post_status: "adopted" },
    });
    expect(adopted.status).toBe(400);
  });

  it("stores the optional profile fields and trims text", async () => {
    const response = await t.api("POST /pets", {
      ...as(),
      json: {
        ...valid(),
        name: "  Kali  ",
        breed: " Local ",
        age_group: "young",
        size: "small",
        good_with_cats: "no",
        colour: "",
      },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      name: "Kali",
      breed: "Local",
      age_group: "young",
      size: "small",
      good_with_cats: "no",
      colour: null,
      vaccinated: "unknown",
    });
  });
});

describe("PATCH /api/pets/{id}", () => {
  it("marks a pet adopted, clears a profile field, and refuses an empty or invalid change", async () => {
    const pet = await makePet(t.deps, {
      vendor_id: storeId,
      category_id: categoryId,
      breed: "Husky",
    });
    const adopted = await t.api("PATCH /pets/:id", {
      param: { id: pet.id },
      ...as(),
      json: { post_status: "adopted", breed: null },
    });
    expect(adopted.status).toBe(200);
    expect(adopted.json).toMatchObject({ post_status: "adopted", breed: null, name: pet.name });

    expect(
      (await t.api("PATCH /pets/:id", { param: { id: pet.id }, ...as(), json: {} })).status,
    ).toBe(400);
    const blank = await t.api("PATCH /pets/:id", {
      param: { id: pet.id },
      ...as(),
      json: { name: " " },
    });
    expect(blank.refusal.error).toBe("Pet name is required");
    const row = await t.db
      .selectFrom("pet")
      .select("name")
      .where("id", "=", pet.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(pet.name);
  });
});

describe("a control character in a pet's name", () => {
  const message = "Pet Name can hold letters, spaces and punctuation, not control characters";

  it.each(CONTROL_NAMES)("POST /api/pets refuses %j and stores nothing", async (name) => {
    const before = await count();
    const response = await t.api("POST /pets", {
      ...as(),
      json: {
        vendor_id: storeId,
        name,
        description: "A shy black cat.",
        category_id: categoryId,
        gender: "female",
        post_status: "published",
      },
    });
    expect(response.status).toBe(400);
    expect(response.refusal).toEqual({
      error: message,
      code: "BAD_REQUEST",
      fields: { name: message },
    });
    expect(await count()).toBe(before);
  });

  it.each(CONTROL_NAMES)("PATCH /api/pets/{id} refuses %j and changes nothing", async (name) => {
    const pet = await makePet(t.deps, { vendor_id: storeId, category_id: categoryId });
    const response = await t.api("PATCH /pets/:id", {
      param: { id: pet.id },
      ...as(),
      json: { name },
    });
    expect(response.status).toBe(400);
    expect(response.refusal).toEqual({
      error: message,
      code: "BAD_REQUEST",
      fields: { name: message },
    });
    const row = await t.db
      .selectFrom("pet")
      .select("name")
      .where("id", "=", pet.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(pet.name);
  });
});

describe("a control character in a pet's description", () => {
  const message =
    "The description can hold letters, spaces, punctuation and line breaks, not control characters";

  it.each(["Shy\u0000cat", "Shy\u0007", "Shy\r\u001b[31m"])(
    "PATCH /api/pets/{id} refuses %j and changes nothing (SQLite would store a NUL)",
    async (description) => {
      const pet = await makePet(t.deps, { vendor_id: storeId, category_id: categoryId });
      const response = await t.api("PATCH /pets/:id", {
        param: { id: pet.id },
        ...as(),
        json: { description },
      });
      expect(response.status).toBe(400);
      expect(response.refusal).toEqual({
        error: message,
        code: "BAD_REQUEST",
        fields: { description: message },
      });
      const row = await t.db
        .selectFrom("pet")
        .select("description")
        .where("id", "=", pet.id)
        .executeTakeFirstOrThrow();
      expect(row.description).toBe(pet.description);
    },
  );

  it("keeps its line breaks", async () => {
    const pet = await makePet(t.deps, { vendor_id: storeId, category_id: categoryId });
    const response = await t.api("PATCH /pets/:id", {
      param: { id: pet.id },
      ...as(),
      json: { description: "Shy.\r\nLoves naps." },
    });
    expect(response.status, response.text).toBe(200);
  });
});

describe("a control character in a pet's breed or colour", () => {
  it.each(
    CONTROL_NAMES.flatMap((text) => [
      ["breed", "Breed", text],
      ["colour", "Colour", text],
    ]),
  )("PATCH /api/pets/{id} refuses a %s of %j and changes nothing", async (field, label, text) => {
    const pet = await makePet(t.deps, { vendor_id: storeId, category_id: categoryId });
    const response = await t.api("PATCH /pets/:id", {
      param: { id: pet.id },
      ...as(),
      json: { [field]: `Nepali ${text}` },
    });
    const message = `${label} can hold letters, spaces and punctuation, not control characters`;
    expect(response.status).toBe(400);
    expect(response.refusal).toEqual({
      error: message,
      code: "BAD_REQUEST",
      fields: { [field]: message },
    });
    const row = await t.db
      .selectFrom("pet")
      .select(["breed", "colour"])
      .where("id", "=", pet.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ breed: pet.breed, colour: pet.colour });
  });
});

describe("PUT /api/pets/{id}/images/order", () => {
  it("refuses an order that misses, repeats or borrows a photo", async () => {
    const pet = await makePet(t.deps, { vendor_id: storeId, category_id: categoryId });
    const other = await makePet(t.deps, { vendor_id: storeId, category_id: categoryId });
    const [a, b] = [
      await makePetImage(t.deps, { pet_id: pet.id, position: 0 }),
      await makePetImage(t.deps, { pet_id: pet.id, position: 1 }),
    ];
    const foreign = await makePetImage(t.deps, { pet_id: other.id });
    for (const imageIds of [[a.id], [a.id, a.id], [a.id, foreign.id], [a.id, b.id, foreign.id]]) {
      const response = await t.api("PUT /pets/:id/images/order", {
        param: { id: pet.id },
        ...as(),
        json: { imageIds },
      });
      expect(response.status, JSON.stringify(imageIds)).toBe(400);
    }
    const ok = await t.api("PUT /pets/:id/images/order", {
      param: { id: pet.id },
      ...as(),
      json: { imageIds: [b.id, a.id] },
    });
    expect(ok.json.map((image) => [image.id, image.position])).toEqual([
      [b.id, 0],
      [a.id, 1],
    ]);
  });
});

describe("GET /api/petsByVendor", () => {
  it("pages through every pet of the store, newest first, with the total in X-Total-Count", async () => {
    const someone = await t.login();
    const store = await makeStore(t.deps, { owner_id: someone.user.id });
    const statuses = ["draft", "published", "adopted"] as const;
    for (let i = 0; i < 12; i++) {
      await makePet(t.deps, {
        vendor_id: store.id,
        category_id: categoryId,
        name: `Pet ${i}`,
        post_status: statuses[i % 3],
        created_at: new Date(Date.UTC(2024, 0, i + 1)).toISOString(),
      });
    }
    const page = (query: ApiInput<"GET /petsByVendor">["query"]) =>
      t.api("GET /petsByVendor", {
        query: { vendor_id: store.id, ...query },
        headers: someone.headers,
      });
    const first = await page({ limit: 5 });
    expect(first.headers.get("x-total-count")).toBe("12");
    expect(first.json.map((pet) => pet.name)).toEqual([
      "Pet 11",
      "Pet 10",
      "Pet 9",
      "Pet 8",
      "Pet 7",
    ]);
    const last = await page({ limit: 5, page: 3 });
    expect(last.json.map((pet) => pet.name)).toEqual(["Pet 1", "Pet 0"]);
    expect((await page({ page: 1 })).json).toHaveLength(10);
    expect((await page({ page: 0 })).status).toBe(400);
    expect((await page({ limit: 500 })).status).toBe(400);
    expect((await t.api("GET /petsByVendor", { headers: someone.headers })).status).toBe(400);
  });
});
