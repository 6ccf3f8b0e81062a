import type { Kysely, Migration } from "kysely";

/**
 * A store's province and district, by their English names (src/contract/places.ts). Null for a
 * store opened before: it keeps its free-text location and is asked to pick once. The index
 * serves the listing's district filter, which starts from the stores of one district.
 */
export function storeDistricts(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("vendor").addColumn("province", "text").execute();
      await db.schema.alterTable("vendor").addColumn("district", "text").execute();
      await db.schema
        .createIndex("vendor_district_idx")
        .on("vendor")
        .columns(["district", "status"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("vendor_district_idx").execute();
      await db.schema.alterTable("vendor").dropColumn("district").execute();
      await db.schema.alterTable("vendor").dropColumn("province").execute();
    },
  };
}
