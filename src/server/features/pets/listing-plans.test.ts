import { CompiledQuery, sql, type Compilable } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PetsQuery } from "../../../contract/catalogue";
import { makeCategory, makePet, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { listingQueries } from "./pet-queries";
import { similarPetsQuery } from "./similar-pets";

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await makeCategory(t.deps, { category: "Dog" })).id;
  const store = await makeStore(t.deps, {
    status: "active",
    province: "Gandaki",
    district: "Kaski",
  });
  for (let i = 0; i < 30; i++) {
    await makePet(t.deps, {
      vendor_id: store.id,
      category_id: categoryId,
      post_status: "published",
      // One playful pet among calm ones: a search is selective, as it is among 10,000.
      description: i === 7 ? "A playful friend" : `A calm friend number ${i}`,
    });
  }
  if (t.deps.dialect === "postgres") await sql`analyze pet`.execute(t.db);
});
afterAll(() => t.close());

/**
 * The plan of a query, one line per step. SQLite plans without statistics (the app never
 * runs ANALYZE), as at start-up. PostgreSQL would rightly scan a table of 30 rows; with
 * sequential scans priced out it shows whether an index could serve the query at all.
 */
async function planOf(query: Compilable): Promise<string> {
  const { sql: text, parameters } = query.compile();
  if (t.deps.dialect === "sqlite") {
    const result = await t.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    return result.rows.map((row) => row.detail).join("\n");
  }
  return t.db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    try {
      const result = await connection.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain ${text}`, [...parameters]),
      );
      return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    } finally {
      await sql`reset enable_seqscan`.execute(connection);
    }
  });
}

/** SQLite says SCAN for a walk over a whole table or index (SEARCH when it seeks); PostgreSQL says Seq Scan. */
const scansPets = (plan: string) => /\bSCAN pet\b(?!_)|Seq Scan on pet\b(?!_)/.test(plan);

const plans = async (params: Record<string, string>) => {
  const { page, count } = listingQueries(t.deps, PetsQuery.parse(params), undefined);
  return { page: await planOf(page), count: await planOf(count) };
};

describe("the listing's query plans (10,000 pets must not be read one by one)", () => {
  it("the check itself sees a full scan of pets", async () => {
    const plan = await planOf(
      t.db.selectFrom("pet").select("id").where("description", "like", "%friend%"),
    );
    expect(scansPets(plan)).toBe(true);
  });

  it.each([
    ["the first page", {}],
    ["a later page", { page: "3" }],
    ["by sex", { gender: "female" }],
    ["oldest first", { sort: "oldest" }],
    ["by name", { sort: "name" }],
    ["longest waiting first", { sort: "waiting" }],
    ["a search", { q: "playful friend" }],
    ["a search in Nepali", { q: "काली" }],
    ["by breed", { breed: "labrador" }],
    ["by colour", { colour: "black" }],
    ["by district", { district: "Kaski" }],
    ["by province", { province: "Gandaki" }],
  ])("%s reads pets through an index", async (_, params) => {
    const { page, count } = await plans(params);
    expect(scansPets(page), page).toBe(false);
    expect(scansPets(count), count).toBe(false);
  });

  it("species and sex together use their own index", async () => {
    const { page, count } = listingQueries(
      t.deps,
      PetsQuery.parse({ gender: "female" }),
      categoryId,
    );
    for (const plan of [await planOf(page), await planOf(count)]) {
      expect(scansPets(plan), plan).toBe(false);
      // PostgreSQL's choice among equally fitting indexes at 30 rows says nothing.
      if (t.deps.dialect === "sqlite") expect(plan).toContain("pet_listing_category_gender_idx");
    }
  });

  it("a search naming a category (its Nepali name) reads pets through indexes", async () => {
    const named = new Map([["कुकुर", [categoryId]]]);
    for (const q of ["कुकुर", "कुकुर playful"]) {
      const { page, count } = listingQueries(t.deps, PetsQuery.parse({ q }), undefined, named);
      for (const plan of [await planOf(page), await planOf(count)]) {
        expect(scansPets(plan), plan).toBe(false);
      }
    }
  });

  it("similar pets read only the species' listed pets, through its index", async () => {
    const similar = similarPetsQuery(t.db, {
      id: 1,
      category_id: categoryId,
      age_group: "young",
      size: "medium",
      district: "Kaski",
    });
    const plan = await planOf(similar);
    expect(scansPets(plan), plan).toBe(false);
    if (t.deps.dialect === "sqlite")
      expect(plan).toMatch(/SEARCH pet USING INDEX pet_listing_category/);
  });

  it("a search goes through the full-text index", async () => {
    const { page } = await plans({ q: "playful" });
    if (t.deps.dialect === "sqlite") {
      expect(page).toMatch(/SCAN pet_fts VIRTUAL TABLE/);
      return;
    }
    // PostgreSQL picks the GIN index only once a table is large; at 30 rows it shows that
    // the search reads the indexed tsvector, and the index is there.
    expect(page).toMatch(/search @@ '.*playful.*'::tsquery/);
    const index = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'pet_search_idx'`.execute(t.db);
    expect(index.rows[0]?.indexdef).toMatch(/USING gin \(search\)/);
  });
});

describe("the full-text index follows every change", () => {
  it("finds a pet by its new words after an edit, and not at all once deleted", async () => {
    const store = await makeStore(t.deps, {
      status: "active",
      province: "Gandaki",
      district: "Kaski",
    });
    const pet = await makePet(t.deps, {
      vendor_id: store.id,
      category_id: categoryId,
      post_status: "published",
      name: "Gaida",
      description: "Sleeps all day",
    });
    const found = async (q: string) =>
      (await t.api("GET /pets", { query: { q } })).json.map((item) => item.pet.id);

    expect(await found("sleeps")).toEqual([pet.id]);
    await t.db
      .updateTable("pet")
      .set({ description: "Runs around the garden" })
      .where("id", "=", pet.id)
      .execute();
    expect(await found("sleeps")).toEqual([]);
    expect(await found("garden")).toEqual([pet.id]);
    await t.db.deleteFrom("pet").where("id", "=", pet.id).execute();
    expect(await found("garden")).toEqual([]);
  });
});
