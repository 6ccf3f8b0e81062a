import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator, sql, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adminPgUrl, testDbKind } from "../test/test-config";
import { pgUrlFor } from "../test/test-db";
import { createDatabase, type Database } from "./database";
import { makeCategory, makeStore } from "./factories";
import { allMigrations } from "./migrations";
import { petMatchesWords } from "./text-search";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function emptyDatabase(): Promise<Database> {
  let database: Database;
  if (testDbKind() === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "sathi-0027-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    database = createDatabase({ kind: "sqlite", path: join(dir, "app.db") });
  } else {
    const name = `sathi_0027_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminPgUrl() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
    database = createDatabase({ kind: "postgres", url: pgUrlFor(name) });
  }
  cleanups.push(() => database.close());
  return database;
}

const NAME = "0027-nepali-names-and-search-keys";

describe(`migration ${NAME}`, () => {
  it("writes the keys of the pets already listed, which the full-text index then finds, and steps back", async () => {
    const database = await emptyDatabase();
    const { db, dialect } = database;
    const migrations = allMigrations(dialect);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations);
    const before = await migrator.migrateTo(names[names.indexOf(NAME) - 1]!);
    expect(before.error).toBeUndefined();

    const store = await makeStore(database);
    const category = await makeCategory(database);
    const now = new Date().toISOString();
    // Written as the app wrote pets before this migration: without the new columns.
    const insertPet = (name: string, breed: string | null, colour: string | null) =>
      (db as Kysely<any>)
        .insertInto("pet")
        .values({
          vendor_id: store.id,
          category_id: category.id,
          name,
          breed,
          colour,
          description: "Waiting for a home.",
          gender: "female",
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const kali = await insertPet("काली", "भोटे", "Kaalo");
    const sheru = await insertPet("Sheru", null, null);

    const after = await migrator.migrateTo(NAME);
    expect(after.error).toBeUndefined();
    const rows = await db
      .selectFrom("pet")
      .select(["id", "name_ne", "breed_ne", "name_key", "breed_key", "colour_key"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        id: kali.id,
        name_ne: null,
        breed_ne: null,
        name_key: "kali",
        breed_key: "bhote",
        colour_key: "kalo",
      },
      {
        id: sheru.id,
        name_ne: null,
        breed_ne: null,
        name_key: "seru",
        breed_key: "",
        colour_key: "",
      },
    ]);
    const found = async (word: string) =>
      (
        await db
          .selectFrom("pet")
          .select("id")
          .where(petMatchesWords(dialect, [[[word]]]))
          .execute()
      ).map((row) => row.id);
    expect(await found("kali")).toEqual([kali.id]);
    expect(await found("seru")).toEqual([sheru.id]);

    const back = await migrator.migrateTo(names[names.indexOf(NAME) - 1]!);
    expect(back.error).toBeUndefined();
    expect(await found("kali")).toEqual([]);
    expect(await found("sheru")).toEqual([sheru.id]);
    if (dialect === "sqlite") {
      const triggers = await sql<{ name: string }>`
        select name from sqlite_master where type = 'trigger' and name like 'pet_fts_%'`.execute(
        db,
      );
      expect(triggers.rows).toHaveLength(3);
    }
  });
});
