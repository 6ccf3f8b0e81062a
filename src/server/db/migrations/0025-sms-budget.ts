import type { Kysely, Migration } from "kysely";

/**
 * The site's SMS budget (docs/product.md#sms): texts counted per Nepal clock hour (`h:…`) and
 * day (`d:…`), kept in the database so every instance counts against the same figures, and
 * whether the admins were told that a period's budget is spent. An outbox row is `budgeted` once
 * counted: a code when it is queued, any other text when it is about to be sent.
 */
export function smsBudget(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("sms_budget")
        .addColumn("period", "text", (c) => c.primaryKey())
        .addColumn("used", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("admins_told", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("mail_outbox")
        .addColumn("budgeted", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_outbox").dropColumn("budgeted").execute();
      await db.schema.dropTable("sms_budget").execute();
    },
  };
}
