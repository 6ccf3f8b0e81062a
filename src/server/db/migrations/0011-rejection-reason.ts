import type { Kysely, Migration } from "kysely";

/**
 * The store's own words when it rejects a request, shown to the applicant. Kept apart from
 * `reason`, which holds a code for changes nobody chose (pet_adopted).
 */
export function rejectionReason(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("application_history")
        .addColumn("rejection_reason", "text")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("application_history").dropColumn("rejection_reason").execute();
    },
  };
}
