import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makePet, makeStore } from "../../db/factories";
import { categoryNepaliName } from "../../db/migrations/0009-category-nepali-name";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

let t: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const add = (json: ApiInput<"POST /category">["json"]) =>
  t.api("POST /category", { json, headers: admin.headers });
const remove = (id: number) => t.api("DELETE /category", { json: { id }, headers: admin.headers });
/** A body the contract cannot take (a name that is not text, an id left out): sent as it is. */
const addRaw = (body: unknown) =>
  t.request("POST", "/api/category", { body, headers: admin.headers });
const removeRaw = (body: unknown) =>
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

/** A new category's two names, unique in this file. */
const names = (english = `Tortoise ${unique()}`, nepali = `कछुवा ${unique()}`) => ({
  category: english,
  category_ne: nepali,
});

describe("POST /api/category", () => {
  it("adds a category with its English and Nepali names, trimmed, and answers with it", async () => {
    const { category, category_ne } = names();
    const response = await add({ category: `  ${category} `, category_ne: `\t${category_ne}  ` });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: expect.any(Number),
      category,
      category_ne,
      status: "active",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const stored = await t.db
      .selectFrom("category")
      .selectAll()
      .where("id", "=", response.json.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ category, category_ne });
  });

  it.each([
    ["an empty name", { category: "" }, "Category name is required"],
    ["a blank name", { category: "   \t " }, "Category name is required"],
    ["no name", { category: undefined }, "Category name is required"],
    ["a name that is not text", { category: 42 }, "Category name is required"],
    ["too long a name", { category: "x".repeat(41) }, "A category name has at most 40 characters"],
  ])("refuses %s with 400 and adds nothing", async (_label, body, message) => {
    const before = await categoryCount();
    const response = await addRaw({ ...names(), ...body });
    expect(response.status).toBe(400);
    expect(response.refusal).toMatchObject({ error: message, code: "BAD_REQUEST" });
    expect(response.refusal.fields).toEqual({ category: message });
    expect(await categoryCount()).toBe(before);
  });

  it.each([
    ["an empty Nepali name", { category_ne: "" }, "The Nepali name is required"],
    ["a blank Nepali name", { category_ne: " \t  " }, "The Nepali name is required"],
    ["a Nepali name that is not text", { category_ne: ["खरायो"] }, "The Nepali name is required"],
    [
      "too long a Nepali name",
      { category_ne: "क".repeat(41) },
      "A Nepali name has at most 40 characters",
    ],
    [
      "a Nepali name in Latin letters",
      { category_ne: "Rabbit" },
      "Write the Nepali name in Devanagari (e.g. खरायो)",
    ],
  ])("refuses %s with 400 naming the field, and adds nothing", async (_label, body, message) => {
    const before = await categoryCount();
    const response = await addRaw({ ...names(), ...body });
    expect(response.status).toBe(400);
    expect(response.refusal).toMatchObject({ error: message, code: "BAD_REQUEST" });
    expect(response.refusal.fields).toEqual({ category_ne: message });
    expect(await categoryCount()).toBe(before);
  });

  it("takes the original payload, an English name alone: no Nepali name until an admin adds one", async () => {
    const goat = `Goat ${unique()}`;
    const added = await add({ category: goat });
    expect(added.status, added.text).toBe(200);
    expect(added.json).toMatchObject({ category: goat, category_ne: null });
    // Another without one: no Nepali name is not a name two categories share.
    const sheep = await add({ category: `Sheep ${unique()}`, category_ne: null });
    expect(sheep.status, sheep.text).toBe(200);
    const listed = (await t.api("GET /category")).json;
    expect(listed).toContainEqual(
      expect.objectContaining({ id: added.json.id, category_ne: null }),
    );
    const named = await t.api("PUT /category/:id", {
      param: { id: added.json.id },
      json: { category: goat, category_ne: `बाख्रा ${unique()}` },
      headers: admin.headers,
    });
    expect(named.status, named.text).toBe(200);
  });

  it("takes a Nepali name of exactly 40 characters", async () => {
    const response = await add(names(undefined, "क".repeat(39) + unique().slice(0, 1)));
    expect(response.status).toBe(200);
  });

  it("refuses an English name that exists in any case with 409", async () => {
    const existing = await makeCategory(t.deps, { category: `Parrot ${unique()}` });
    const before = await categoryCount();
    for (const variant of [
      existing.category,
      existing.category.toUpperCase(),
      ` ${existing.category.toLowerCase()} `,
    ]) {
      const response = await add(names(variant));
      expect(response.status).toBe(409);
      expect(response.refusal).toEqual({
        error: `A category named "${existing.category}" already exists`,
        code: "CATEGORY_EXISTS",
      });
    }
    expect(await categoryCount()).toBe(before);
  });

  it("refuses a Nepali name that another category has with its own 409 code", async () => {
    const existing = await makeCategory(t.deps, {
      category: `Parrot ${unique()}`,
      category_ne: `सुगा ${unique()}`,
    });
    const before = await categoryCount();
    const response = await add(names(undefined, ` ${existing.category_ne} `));
    expect(response.status).toBe(409);
    expect(response.refusal).toEqual({
      error: `A category with the Nepali name "${existing.category_ne}" already exists`,
      code: "CATEGORY_NEPALI_EXISTS",
    });
    expect(await categoryCount()).toBe(before);
  });

  it("lets only one of two simultaneous identical adds through", async () => {
    const body = names();
    const statuses = (await Promise.all([add(body), add(body)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it("lets only one of two simultaneous adds with one Nepali name through, and says which name", async () => {
    const nepali = `चरा ${unique()}`;
    const answers = await Promise.all([
      add(names(undefined, nepali)),
      add(names(undefined, nepali)),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(answers.find((response) => response.status === 409)!.refusal.code).toBe(
      "CATEGORY_NEPALI_EXISTS",
    );
  });
});

describe("PUT /api/category/{id}", () => {
  const rename = (id: number | string, json: ApiInput<"PUT /category/:id">["json"]) =>
    t.api("PUT /category/:id", { param: { id }, json, headers: admin.headers });

  it("gives a category without a Nepali name one, and its pets show it", async () => {
    const english = `Ferret ${unique()}`;
    const category = await makeCategory(t.deps, { category: english, category_ne: null });
    const store = await makeStore(t.deps, { status: "active" });
    const pet = await makePet(t.deps, { vendor_id: store.id, category_id: category.id });
    const nepali = `न्याउरी ${unique()}`;
    const response = await rename(category.id, { category: english, category_ne: ` ${nepali} ` });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: category.id,
      category: english,
      category_ne: nepali,
    });
    const shown = await t.api("GET /pets/:id", { param: { id: pet.id } });
    expect(shown.json[0]?.categories).toEqual({
      id: category.id,
      category: english,
      category_ne: nepali,
    });
  });

  it("may keep its own names, in another case; refuses another category's, and changes nothing", async () => {
    const ours = names();
    const mine = await add(ours);
    const theirNames = names();
    const theirs = await add(theirNames);
    const same = await rename(mine.json.id, {
      category: mine.json.category.toUpperCase(),
      category_ne: ours.category_ne,
    });
    expect(same.status).toBe(200);
    const english = await rename(mine.json.id, names(theirs.json.category.toLowerCase()));
    expect(english.status).toBe(409);
    expect(english.refusal.code).toBe("CATEGORY_EXISTS");
    const nepali = await rename(mine.json.id, names(undefined, theirNames.category_ne));
    expect(nepali.status).toBe(409);
    expect(nepali.refusal.code).toBe("CATEGORY_NEPALI_EXISTS");
    const stored = await t.db
      .selectFrom("category")
      .select(["category", "category_ne"])
      .where("id", "=", mine.json.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      category: mine.json.category.toUpperCase(),
      category_ne: mine.json.category_ne,
    });
  });

  it("checks the names as an add does, and answers 404 for an unknown category", async () => {
    const mine = await add(names());
    const latin = await rename(mine.json.id, names(undefined, "Rabbit"));
    expect(latin.status).toBe(400);
    expect(latin.refusal.fields?.category_ne).toMatch(/Devanagari/);
    // No Nepali name at all: a body the contract cannot take.
    const noNepali = await t.request("PUT", `/api/category/${mine.json.id}`, {
      body: { category: "" },
      headers: admin.headers,
    });
    expect(noNepali.status).toBe(400);
    expect((await rename("abc", names())).status).toBe(400);
    const unknown = await rename(999_999, names());
    expect(unknown.status).toBe(404);
    expect(unknown.refusal.code).toBe("CATEGORY_NOT_FOUND");
  });
});

describe("DELETE /api/category", () => {
  it("deletes a category no pet uses", async () => {
    const category = await makeCategory(t.deps);
    const response = await remove(category.id);
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
    const response = await remove(category.id);
    expect(response.status).toBe(409);
    expect(response.refusal).toEqual({
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
    const response = await remove(pet.category_id);
    expect(response.refusal.error).toMatch(/^This category is used by 1 pet\. /);
  });

  it("answers 404 for an unknown category", async () => {
    const response = await remove(987654);
    expect(response.status).toBe(404);
    expect(response.refusal).toEqual({ error: "No such category", code: "CATEGORY_NOT_FOUND" });
  });

  it.each([
    ["no id", {}],
    ["an id that is text", { id: "1" }],
    ["a fractional id", { id: 1.5 }],
  ])("refuses %s with 400", async (_label, body) => {
    const response = await removeRaw(body);
    expect(response.status).toBe(400);
    expect(response.refusal.fields).toHaveProperty("id");
  });
});

describe("GET /api/category", () => {
  let world: TestApp;
  beforeAll(async () => {
    world = await createTestApp();
    await makeCategory(world.deps, { category: "Dog", category_ne: "कुकुर" });
    await makeCategory(world.deps, { category: "Cat", category_ne: "बिरालो" });
    await makeCategory(world.deps, { category: "Iguana" });
  });
  afterAll(() => world.close());

  it("lists every category as id, both names, status and creation time, oldest first, cacheable", async () => {
    const response = await world.api("GET /category");
    expect(response.status).toBe(200);
    expect(response.json.map((c) => [c.category, c.category_ne])).toEqual([
      ["Dog", "कुकुर"],
      ["Cat", "बिरालो"],
      ["Iguana", null],
    ]);
    expect(response.json[0]).toEqual({
      id: expect.any(Number),
      category: "Dog",
      category_ne: "कुकुर",
      status: "active",
      created_at: expect.any(String),
    });
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    expect(response.headers.get("etag")).toBeTruthy();
  });
});

describe("a category's names where pets are shown, and in the search", () => {
  let world: TestApp;
  let rabbit: Awaited<ReturnType<typeof makePet>>;
  let mentionsRabbit: Awaited<ReturnType<typeof makePet>>;
  let cat: Awaited<ReturnType<typeof makePet>>;
  beforeAll(async () => {
    world = await createTestApp();
    const store = await makeStore(world.deps, { status: "active" });
    const rabbits = await makeCategory(world.deps, { category: "Rabbit", category_ne: "खरायो" });
    const cats = await makeCategory(world.deps, { category: "Cat" });
    const pet = (category_id: number, name: string, description: string) =>
      makePet(world.deps, {
        vendor_id: store.id,
        category_id,
        name,
        description,
        post_status: "published",
      });
    rabbit = await pet(rabbits.id, "Khaire", "Soft and calm");
    cat = await pet(cats.id, "Puku", "Sleeps all day");
    mentionsRabbit = await pet(cats.id, "Mishri", "Grew up with a खरायो and a rabbit");
  });
  afterAll(() => world.close());

  const ids = async (q: string) =>
    (await world.api("GET /pets", { query: { q } })).json.map((item) => item.pet.id).sort();

  it("the list, the pet page and the store's list carry both names (null where there is none)", async () => {
    const list = await world.api("GET /pets");
    const byId = new Map(list.json.map((item) => [item.pet.id, item.categories]));
    expect(byId.get(rabbit.id)).toEqual({
      id: rabbit.category_id,
      category: "Rabbit",
      category_ne: "खरायो",
    });
    expect(byId.get(cat.id)).toEqual({ id: cat.category_id, category: "Cat", category_ne: null });
    const detail = await world.api("GET /pets/:id", { param: { id: rabbit.id } });
    expect(detail.json[0]?.categories).toEqual({
      id: rabbit.category_id,
      category: "Rabbit",
      category_ne: "खरायो",
    });
  });

  it("a search for a category's Nepali name finds its pets, and pets whose text holds the word", async () => {
    expect(await ids("खरायो")).toEqual([rabbit.id, mentionsRabbit.id].sort());
    // The plural, as a Nepali reader may type it.
    expect(await ids("खरायोहरू")).toEqual([rabbit.id]);
  });

  it("so does its English name, in any case; other words of the search still narrow it", async () => {
    expect(await ids("RABBIT")).toEqual([rabbit.id, mentionsRabbit.id].sort());
    expect(await ids("rabbit calm")).toEqual([rabbit.id]);
    expect(await ids("cats")).toEqual([cat.id, mentionsRabbit.id].sort());
  });
});

describe("the migration that gives categories a Nepali name", () => {
  it("names the categories of a live site it knows in Nepali, and leaves the others without", async () => {
    const world = await createTestApp();
    try {
      const migration = categoryNepaliName();
      await migration.down!(world.db as never);
      for (const name of ["Cat", "dog", "RABBIT", "Iguana"]) {
        await sql`insert into category (category, status, created_at)
          values (${name}, 'active', ${new Date().toISOString()})`.execute(world.db);
      }
      await migration.up(world.db as never);
      const rows = await world.db
        .selectFrom("category")
        .select(["category", "category_ne"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { category: "Cat", category_ne: "बिरालो" },
        { category: "dog", category_ne: "कुकुर" },
        { category: "RABBIT", category_ne: "खरायो" },
        { category: "Iguana", category_ne: null },
      ]);
      const answer = await world.api("GET /category");
      expect(answer.json.at(-1)).toMatchObject({ category: "Iguana", category_ne: null });
    } finally {
      await world.close();
    }
  });
});
