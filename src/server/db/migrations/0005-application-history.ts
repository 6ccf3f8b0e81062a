import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

/**
 * Every change of an adoption request's status, with its time, for the timeline that both the
 * applicant and the store see. The request's own row keeps its current status; submission is
 * its created_at.
 * Also: at most one open (pending or Approved) request per person and pet, so two requests
 * sent at once cannot both be accepted.
 */
export function applicationHistory(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("application_history")
        .addColumn("id", t.idType, t.id)
        .addColumn("application_id", "integer", (c) =>
          c.notNull().references("application.id").onDelete("cascade"),
        )
        .addColumn("status", "text", (c) => c.notNull())
        // Why the status changed when it was not a person's choice, e.g. 'pet_adopted'.
        .addColumn("reason", "text")
        .addColumn("changed_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addCheckConstraint(
          "application_history_status_check",
          sql`status in ('pending', 'Approved', 'Rejected', 'Withdrawn')`,
        )
        .execute();
      await db.schema
        .createIndex("application_history_application_idx")
        .on("application_history")
        .columns(["application_id", "id"])
        .execute();

      await db.schema
        .createIndex("application_open_unique")
        .on("application")
        .columns(["pet_id", "user_id"])
        .unique()
        .where(sql<boolean>`status in ('pending', 'Approved')`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("application_open_unique").execute();
      await db.schema.dropTable("application_history").execute();
    },
  };
}
