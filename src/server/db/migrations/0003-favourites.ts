import type { Kysely, Migration } from "kysely";

/**
 * A signed-in visitor's hearted pets. A pet or user that goes away takes
 * its favourites with it; one row per pair, so hearting twice changes nothing.
 */
export function favourites(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("favourite")
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("pet_id", "integer", (c) => c.notNull().references("pet.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("favourite_pk", ["user_id", "pet_id"])
        .execute();
      // The dashboard lists a user's favourites, most recent first; the key's prefix serves lookups by user.
      await db.schema
        .createIndex("favourite_user_idx")
        .on("favourite")
        .columns(["user_id", "created_at"])
        .execute();
      // Deleting a pet cascades here; without an index on pet_id that would scan the table.
      await db.schema.createIndex("favourite_pet_idx").on("favourite").column("pet_id").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("favourite").execute();
    },
  };
}
