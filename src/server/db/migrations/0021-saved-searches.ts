import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

/** A pet turns up on the listing, while someone has a search that could want it. */
const SOMEONE_WAITS = "exists (select 1 from saved_search where paused = 0)";
const PET_LISTED = "new.post_status = 'published' and old.post_status <> 'published'";
const STORE_LISTED = "new.status = 'active' and old.status <> 'active'";
const STORE_ACTIVE = "exists (select 1 from vendor where id = new.vendor_id and status = 'active')";
const STORE_PETS = `select id from pet where vendor_id = new.id and post_status = 'published' and ${SOMEONE_WAITS}`;

/**
 * Listing events are written by triggers, in the transaction of whatever change lists a pet
 * (its owner publishing it, an admin activating its store, any later path), so none is missed
 * and no feature has to remember to tell the alerts (docs/decisions/041-saved-search-alerts.md).
 */
async function createListingTriggers(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === "postgres") {
    await sql
      .raw(
        `create function note_pet_listed() returns trigger language plpgsql as $$
        begin
          if ${SOMEONE_WAITS} and ${STORE_ACTIVE} then
            insert into listing_event (pet_id) values (new.id);
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function note_store_listed() returns trigger language plpgsql as $$
        begin insert into listing_event (pet_id) ${STORE_PETS}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger pet_listed_insert after insert on pet for each row when (new.post_status = 'published') execute function note_pet_listed()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger pet_listed_update after update of post_status on pet for each row when (${PET_LISTED}) execute function note_pet_listed()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger store_listed_update after update of status on vendor for each row when (${STORE_LISTED}) execute function note_store_listed()`,
      )
      .execute(db);
    return;
  }
  const notePet = `insert into listing_event (pet_id) select new.id where ${SOMEONE_WAITS} and ${STORE_ACTIVE};`;
  await sql
    .raw(
      `create trigger pet_listed_insert after insert on pet when new.post_status = 'published' begin ${notePet} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger pet_listed_update after update of post_status on pet when ${PET_LISTED} begin ${notePet} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger store_listed_update after update of status on vendor when ${STORE_LISTED} begin insert into listing_event (pet_id) ${STORE_PETS}; end`,
    )
    .execute(db);
}

/**
 * Saved searches and their alerts (docs/product.md#saved-searches): a person's named `/pets`
 * query; the pets each search was matched with, and when she was mailed about them (one row per
 * pair, so never twice); the pets newly listed, waiting to be matched; and extra headers on an
 * outbox message (List-Unsubscribe).
 */
export function savedSearches(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("saved_search")
        .addColumn("id", t.idType, t.id)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("query", "text", (c) => c.notNull())
        .addColumn("paused", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("saved_search_user_idx")
        .on("saved_search")
        .column("user_id")
        .execute();

      await db.schema
        .createTable("saved_search_pet")
        .addColumn("search_id", "integer", (c) =>
          c.notNull().references("saved_search.id").onDelete("cascade"),
        )
        .addColumn("pet_id", "integer", (c) => c.notNull().references("pet.id").onDelete("cascade"))
        .addColumn("matched_at", "text", (c) => c.notNull())
        .addColumn("mailed_at", "text")
        .addPrimaryKeyConstraint("saved_search_pet_pk", ["search_id", "pet_id"])
        .execute();
      // The digest looks for matches not mailed yet; a pet's deletion cascades here.
      await db.schema
        .createIndex("saved_search_pet_waiting_idx")
        .on("saved_search_pet")
        .columns(["mailed_at", "matched_at"])
        .execute();
      await db.schema
        .createIndex("saved_search_pet_pet_idx")
        .on("saved_search_pet")
        .column("pet_id")
        .execute();

      await db.schema
        .createTable("listing_event")
        .addColumn("id", t.idType, t.id)
        .addColumn("pet_id", "integer", (c) => c.notNull().references("pet.id").onDelete("cascade"))
        .execute();
      await db.schema
        .createIndex("listing_event_pet_idx")
        .on("listing_event")
        .column("pet_id")
        .execute();
      await createListingTriggers(db, dialect);

      // A JSON object of header names and values, e.g. List-Unsubscribe.
      await db.schema.alterTable("mail_outbox").addColumn("headers", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_outbox").dropColumn("headers").execute();
      for (const [name, table] of [
        ["pet_listed_insert", "pet"],
        ["pet_listed_update", "pet"],
        ["store_listed_update", "vendor"],
      ]) {
        await sql
          .raw(`drop trigger ${name}${dialect === "postgres" ? ` on "${table}"` : ""}`)
          .execute(db);
      }
      if (dialect === "postgres") {
        await sql`drop function note_pet_listed()`.execute(db);
        await sql`drop function note_store_listed()`.execute(db);
      }
      await db.schema.dropTable("listing_event").execute();
      await db.schema.dropTable("saved_search_pet").execute();
      await db.schema.dropTable("saved_search").execute();
    },
  };
}
