import type { Kysely, Migration } from "kysely";

/**
 * The language an account reads the site in, for what is sent to it (e-mails): the site's
 * own language until the person chooses Nepali.
 */
export function accountLanguage(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("user")
        .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("user").dropColumn("language").execute();
    },
  };
}
