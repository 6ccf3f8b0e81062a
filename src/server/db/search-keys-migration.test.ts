import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { BEFORE_TEAMS, databaseBefore } from "../test/migration-db";
import { makeCategory, makeStore } from "./factories";
import { petMatchesWords } from "./text-search";

const NAME = "0027-nepali-names-and-search-keys";

describe(`migration ${NAME}`, () => {
  it("writes the keys of the pets already listed, which the full-text index then finds, and steps back", async () => {
    const { database, toBefore, toIt } = await databaseBefore(NAME);
    const { db, dialect } = database;

    const store = await makeStore(database, {}, BEFORE_TEAMS);
    const category = await makeCategory(database);
    const now = new Date().toISOString();
    // Written as the app wrote pets before this migration: without the new columns.
    const insertPet = (name: string, breed: string | null, colour: string | null) =>
      db
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

    await toIt();
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

    await toBefore();
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
