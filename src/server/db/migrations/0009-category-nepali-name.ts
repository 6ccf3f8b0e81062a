import { sql, type Kysely, type Migration } from "kysely";

/** Nepali names of the categories a site is likely to have already, by their English name. */
const KNOWN_NAMES: [english: string, nepali: string][] = [
  ["cat", "बिरालो"],
  ["dog", "कुकुर"],
  ["hamster", "ह्याम्स्टर"],
  ["rabbit", "खरायो"],
  ["bird", "चरा"],
  ["parrot", "सुगा"],
  ["fish", "माछा"],
  ["tortoise", "कछुवा"],
  ["guinea pig", "गिनी पिग"],
  ["other", "अन्य"],
];

/**
 * A category's Nepali name, shown in the Nepali UI (the English one where it has none).
 * Unique like the English name; categories with a name known here get its Nepali at once.
 */
export function categoryNepaliName(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("category").addColumn("category_ne", "text").execute();
      await db.schema
        .createIndex("category_ne_unique")
        .on("category")
        .expression(sql`lower(category_ne)`)
        .unique()
        .execute();
      for (const [english, nepali] of KNOWN_NAMES) {
        await sql`update category set category_ne = ${nepali} where lower(category) = ${english}`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("category_ne_unique").execute();
      await db.schema.alterTable("category").dropColumn("category_ne").execute();
    },
  };
}
