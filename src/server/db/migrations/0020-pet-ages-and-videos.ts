import { sql, type Kysely, type Migration } from "kysely";

/**
 * A pet's birth date, weight and intake date (docs/product.md#profile), its video links
 * (docs/decisions/040-pet-ages-and-videos.md), and an index for the listing's "longest
 * waiting" order: from the intake date, or the day the pet was added when there is none.
 * Days are `YYYY-MM-DD` text, like every timestamp here (decision 003): they compare as text.
 */
export function petAgesAndVideos(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("pet")
        .addColumn("birth_date", "text", (c) => c.check(sql`length(birth_date) = 10`))
        .execute();
      await db.schema
        .alterTable("pet")
        .addColumn("weight_kg", "real", (c) => c.check(sql`weight_kg > 0 and weight_kg <= 150`))
        .execute();
      await db.schema
        .alterTable("pet")
        .addColumn("intake_date", "text", (c) => c.check(sql`length(intake_date) = 10`))
        .execute();
      // A JSON list of at most two links: read only with the pet, never searched.
      await db.schema
        .alterTable("pet")
        .addColumn("videos", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
      await sql`create index pet_listing_waiting_idx on pet (post_status, (coalesce(intake_date, created_at)), id)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("pet_listing_waiting_idx").execute();
      for (const column of ["videos", "intake_date", "weight_kg", "birth_date"]) {
        await db.schema.alterTable("pet").dropColumn(column).execute();
      }
    },
  };
}
