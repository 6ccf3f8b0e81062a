import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../database";
import type { DB } from "../schema";
import { writePetSearchKeys } from "../search-keys";
import { createPetSearch, dropPetSearch } from "../text-search";

const KEYS = ["name_key", "breed_key", "colour_key"] as const;

/**
 * A pet's name and breed in Devanagari too, and the romanized keys of its name, breed and
 * colour in both scripts, written by the app at each save (db/search-keys.ts) and here for the
 * pets already listed. The full-text index reads the keys as well, so "kaali" finds "काली"
 * through it (docs/product.md#search-and-filters). A change to how keys are made
 * (contract/search-key.ts) needs a migration that writes them again.
 */
export function nepaliNamesAndSearchKeys(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await dropPetSearch(db, dialect);
      for (const column of ["name_ne", "breed_ne"]) {
        await db.schema.alterTable("pet").addColumn(column, "text").execute();
      }
      for (const column of KEYS) {
        await db.schema
          .alterTable("pet")
          .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
          .execute();
      }
      await writePetSearchKeys(db as Kysely<DB>);
      await createPetSearch(db, dialect, ["name", "breed", "description", ...KEYS]);
    },
    async down(db: Kysely<unknown>) {
      await dropPetSearch(db, dialect);
      for (const column of [...KEYS, "breed_ne", "name_ne"]) {
        await db.schema.alterTable("pet").dropColumn(column).execute();
      }
      await createPetSearch(db, dialect);
    },
  };
}
