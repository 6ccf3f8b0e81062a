import type { Kysely, Migration } from "kysely";

/**
 * SMS wait in the outbox beside e-mail, so they are stored with the change they report, retried
 * and never lost on a restart in the same way (docs/decisions/037-sms-through-the-outbox.md).
 * `recipient` holds the phone number in E.164 for an SMS; `subject` is empty.
 */
export function smsOutbox(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("mail_outbox")
        .addColumn("channel", "text", (c) => c.notNull().defaultTo("mail"))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("mail_outbox").dropColumn("channel").execute();
    },
  };
}
