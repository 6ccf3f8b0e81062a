import type { Kysely, Migration } from "kysely";

/**
 * A store's adoption agreement (one text, none when it has no row) and the signatures on it, one
 * per request: the name typed, when, from which address and browser, the exact text signed and
 * its SHA-256 (docs/product.md#agreement). Both go with their store or request.
 */
export function agreements(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("store_agreement")
        .addColumn("vendor_id", "integer", (c) =>
          c.primaryKey().references("vendor.id").onDelete("cascade"),
        )
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("agreement_signature")
        .addColumn("application_id", "integer", (c) =>
          c.primaryKey().references("application.id").onDelete("cascade"),
        )
        .addColumn("full_name", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("text_hash", "text", (c) => c.notNull())
        .addColumn("signed_at", "text", (c) => c.notNull())
        .addColumn("ip_address", "text", (c) => c.notNull())
        .addColumn("user_agent", "text")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("agreement_signature").execute();
      await db.schema.dropTable("store_agreement").execute();
    },
  };
}
