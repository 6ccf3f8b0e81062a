import type { Kysely, Migration } from "kysely";

/**
 * A news text first counts what its number got in the last hour (sms/budget.ts): sent rows
 * stay in the outbox, so the count reads an index, not the whole table.
 */
export function textsByNumber(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("mail_outbox_recipient_idx")
        .on("mail_outbox")
        .columns(["recipient", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("mail_outbox_recipient_idx").execute();
    },
  };
}
