import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

/**
 * Adoption fees (docs/product.md#adoption-fee): a pet's fee in whole rupees (0 = none), the
 * online payments of it, apart from donations, and the payouts that pass the money on to the
 * stores (docs/decisions/036-adoption-fees-collected-apart.md). Money rows outlive their request
 * and store (the ids are cleared, the store's name kept), so the ledger never loses a rupee.
 */
export function adoptionFees(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("pet")
        .addColumn("fee", "integer", (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`fee >= 0`),
        )
        .execute();
      await db.schema
        .createTable("fee_payment")
        .addColumn("id", t.idType, t.id)
        .addColumn("uuid", "text", (c) => c.notNull().unique())
        .addColumn("application_id", "integer", (c) =>
          c.references("application.id").onDelete("set null"),
        )
        .addColumn("vendor_id", "integer", (c) => c.references("vendor.id").onDelete("set null"))
        .addColumn("store_title", "text", (c) => c.notNull())
        .addColumn("method", "text", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("pidx", "text", (c) => c.unique())
        .addColumn("reference", "text", (c) => c.unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("completed_at", "text")
        .addCheckConstraint("fee_payment_method_check", sql`method in ('esewa', 'khalti')`)
        .addCheckConstraint(
          "fee_payment_status_check",
          sql`status in ('pending', 'completed', 'cancelled')`,
        )
        .addCheckConstraint("fee_payment_amount_check", sql`amount > 0`)
        .execute();
      await db.schema
        .createIndex("fee_payment_application_idx")
        .on("fee_payment")
        .columns(["application_id", "status"])
        .execute();
      await db.schema
        .createIndex("fee_payment_store_idx")
        .on("fee_payment")
        .columns(["vendor_id", "status"])
        .execute();
      await db.schema
        .createTable("fee_payout")
        .addColumn("id", t.idType, t.id)
        .addColumn("vendor_id", "integer", (c) => c.references("vendor.id").onDelete("set null"))
        .addColumn("store_title", "text", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("paid_on", "text", (c) => c.notNull())
        .addColumn("reference", "text", (c) => c.notNull())
        .addColumn("recorded_by", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addCheckConstraint("fee_payout_amount_check", sql`amount > 0`)
        .execute();
      await db.schema
        .createIndex("fee_payout_store_idx")
        .on("fee_payout")
        .columns(["vendor_id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("fee_payout").execute();
      await db.schema.dropTable("fee_payment").execute();
      await db.schema.alterTable("pet").dropColumn("fee").execute();
    },
  };
}
