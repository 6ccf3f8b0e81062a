import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../database";
import { createPetSearch, dropPetSearch } from "../text-search";

/** What the public catalogue shows, and which changes make it change. */
const WATCHED: { table: string; events: string; when?: string }[] = [
  { table: "pet", events: "insert or update or delete" },
  { table: "pet_image", events: "insert or update or delete" },
  { table: "vendor", events: "insert or update or delete" },
  { table: "category", events: "insert or update or delete" },
  // An approved request shows as 'adoption pending'; a new pending one changes nothing shown.
  { table: "application", events: "update of status or delete" },
  { table: "application", events: "insert", when: "new.status = 'Approved'" },
];

const triggerName = (table: string, events: string) =>
  `${table}_catalogue_version_${events.split(" ")[0]}`;

async function createVersionTriggers(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === "postgres") {
    await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin update catalogue_version set version = version + 1; return null; end $$`.execute(db);
    for (const { table, events, when } of WATCHED) {
      // A condition on the new row needs a row-level trigger; the others run once per statement.
      const each = when ? `for each row when (${when})` : "for each statement";
      await sql
        .raw(
          `create trigger ${triggerName(table, events)} after ${events} on "${table}" ${each} execute function bump_catalogue_version()`,
        )
        .execute(db);
    }
    return;
  }
  // SQLite has one trigger per event, each row by row.
  for (const { table, events, when } of WATCHED) {
    for (const event of events.split(" or ")) {
      await sql
        .raw(
          `create trigger ${triggerName(table, event)} after ${event} on "${table}" ${when ? `when ${when}` : ""} begin update catalogue_version set version = version + 1; end`,
        )
        .execute(db);
    }
  }
}

/**
 * The catalogue kept fast at 10,000 pets. Full-text search instead of scanning every
 * description; an index for the species + sex filter; and a version number bumped by
 * triggers in the same transaction as any change the public catalogue shows, so every
 * instance can tell from the database whether a cached answer is still true.
 */
export function catalogueSpeed(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("pet_listing_category_gender_idx")
        .on("pet")
        .columns(["post_status", "category_id", "gender", "created_at"])
        .execute();
      await createPetSearch(db, dialect);

      await db.schema
        .createTable("catalogue_version")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("version", "bigint", (c) => c.notNull())
        .execute();
      await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);
      await createVersionTriggers(db, dialect);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === "postgres") {
        for (const { table, events } of WATCHED) {
          await sql.raw(`drop trigger ${triggerName(table, events)} on "${table}"`).execute(db);
        }
        await sql`drop function bump_catalogue_version()`.execute(db);
      } else {
        for (const { table, events } of WATCHED) {
          for (const event of events.split(" or ")) {
            await sql
              .raw(`drop trigger ${table}_catalogue_version_${event.split(" ")[0]}`)
              .execute(db);
          }
        }
      }
      await db.schema.dropTable("catalogue_version").execute();
      await dropPetSearch(db, dialect);
      await db.schema.dropIndex("pet_listing_category_gender_idx").execute();
    },
  };
}
