import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

/**
 * Online donations through eSewa and Khalti. A row is made pending before the
 * visitor leaves for the gateway and becomes completed only after the server's own check with
 * the gateway. Amounts are whole rupees. `reference` (the gateway's transaction code) and
 * `pidx` (Khalti's payment id) are unique, so one payment can never complete two donations.
 */
export function donations(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("donation")
        .addColumn("id", t.idType, t.id)
        .addColumn("uuid", "text", (c) => c.notNull().unique())
        .addColumn("method", "text", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("name", "text")
        .addColumn("email", "text")
        .addColumn("message", "text")
        .addColumn("anonymous", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("pidx", "text", (c) => c.unique())
        .addColumn("reference", "text", (c) => c.unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("completed_at", "text")
        .addCheckConstraint("donation_method_check", sql`method in ('esewa', 'khalti')`)
        .addCheckConstraint(
          "donation_status_check",
          sql`status in ('pending', 'completed', 'cancelled')`,
        )
        .addCheckConstraint("donation_amount_check", sql`amount > 0`)
        .execute();
      // The admin's totals and the thank-you wall read completed donations by date.
      await db.schema
        .createIndex("donation_status_completed_idx")
        .on("donation")
        .columns(["status", "completed_at"])
        .execute();
      await db.schema
        .createIndex("donation_created_idx")
        .on("donation")
        .columns(["created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("donation").execute();
    },
  };
}
