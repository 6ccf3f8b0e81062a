import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makePet } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const add = (body: unknown) => t.request("POST", "/api/category", { body, headers: admin.headers });
const remove = (body: unknown) =>
  t.request("DELETE", "/api/category", { body, headers: admin.headers });
const categoryCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("category")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST /api/category", () => {
  it("adds a category, trimmed, and answers with it", async () => {
    const name = `Tortoise ${unique()}`;
    const response = await add({ category: `  ${name} ` });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: expect.any(Number),
      category: name,
      status: "active",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const stored = await t.db
      .selectFrom("category")
      .selectAll()
      .where("id", "=", response.json.id)
      .executeTakeFirstOrThrow();
    expect(stored.category).toBe(name);
  });

  it.each([
    ["an empty name", { category: "" }, "Category name is required"],
    ["a blank name", { category: "   \t " }, "Category name is required"],
    ["no name", {}, "Category name is required"],
    ["a name that is not text", { category: 42 }, "Category name is required"],
    ["too long a name", { category: "x".repeat(41) }, "A category name has at most 40 characters"],
  ])("refuses %s with 400 and adds nothing", async (_label, body, message) => {
    const before = await categoryCount();
    const response = await add(body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ error: message, code: "BAD_REQUEST" });
    expect(await categoryCount()).toBe(before);
  });

  it("refuses a name that exists in any case with 409", async () => {
    const existing = await makeCategory(t.deps, { category: `Parrot ${unique()}` });
    const before = await categoryCount();
    for (const variant of [
      existing.category,
      existing.category.toUpperCase(),
      ` ${existing.category.toLowerCase()} `,
    ]) {
      const response = await add({ category: variant });
      expect(response.status).toBe(409);
      expect(response.json).toEqual({
        error: `A category named "${existing.category}" already exists`,
        code: "CATEGORY_EXISTS",
      });
    }
    expect(await categoryCount()).toBe(before);
  });

  it("lets only one of two simultaneous identical adds through", async () => {
    const name = `Ferret ${unique()}`;
    const statuses = (await Promise.all([add({ category: name }), add({ category: name })])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
  });
});

describe("DELETE /api/category", () => {
  it("deletes a category no pet uses", async () => {
    const category = await makeCategory(t.deps);
    const response = await remove({ id: category.id });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ id: category.id });
    const left = await t.db
      .selectFrom("category")
      .select("id")
      .where("id", "=", category.id)
      .executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it("refuses a category still used by pets with a readable 409, and keeps it and its pets", async () => {
    const category = await makeCategory(t.deps);
    const pets = [
      await makePet(t.deps, { category_id: category.id }),
      await makePet(t.deps, { category_id: category.id, post_status: "draft" }),
    ];
    const response = await remove({ id: category.id });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      error: "This category is used by 2 pets. Move them to another category or delete them first.",
      code: "CATEGORY_IN_USE",
    });
    const kept = await t.db
      .selectFrom("pet")
      .select(["id", "category_id"])
      .where("category_id", "=", category.id)
      .execute();
    expect(kept.map((pet) => pet.id).sort()).toEqual(pets.map((pet) => pet.id).sort());
  });

  it("says 'pet' for one pet", async () => {
    const pet = await makePet(t.deps);
    const response = await remove({ id: pet.category_id });
    expect(response.json.error).toMatch(/^This category is used by 1 pet\. /);
  });

  it("answers 404 for an unknown category", async () => {
    const response = await remove({ id: 987654 });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ error: "No such category", code: "NOT_FOUND" });
  });

  it.each([
    ["no id", {}],
    ["an id that is text", { id: "1" }],
    ["a fractional id", { id: 1.5 }],
  ])("refuses %s with 400", async (_label, body) => {
    const response = await remove(body);
    expect(response.status).toBe(400);
    expect(response.json.fields).toHaveProperty("id");
  });
});

describe("GET /api/category", () => {
  let world: TestApp;
  beforeAll(async () => {
    world = await createTestApp();
    for (const category of ["Dog", "Cat", "Rabbit"]) await makeCategory(world.deps, { category });
  });
  afterAll(() => world.close());

  it("lists every category as id, name, status and creation time, oldest first, cacheable", async () => {
    const response = await world.request("GET", "/api/category");
    expect(response.status).toBe(200);
    expect(response.json.map((c: any) => c.category)).toEqual(["Dog", "Cat", "Rabbit"]);
    expect(response.json[0]).toEqual({
      id: expect.any(Number),
      category: "Dog",
      status: "active",
      created_at: expect.any(String),
    });
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    expect(response.headers.get("etag")).toBeTruthy();
  });
});
