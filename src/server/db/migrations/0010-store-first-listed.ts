import { sql, type Kysely, type Migration } from "kysely";

/**
 * When a store was first set active: its owner is mailed the first approval once, and "listed
 * again" each later time. Stores active now, and stores whose pets had requests (taken only
 * while a store is active), were listed before.
 */
export function storeFirstListed(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("vendor").addColumn("first_listed_at", "text").execute();
      await sql`update vendor set first_listed_at = updated_at where status = 'active'`.execute(db);
      await sql`update vendor set first_listed_at = created_at
        where first_listed_at is null and exists (
          select 1 from application join pet on pet.id = application.pet_id
          where pet.vendor_id = vendor.id)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("vendor").dropColumn("first_listed_at").execute();
    },
  };
}
