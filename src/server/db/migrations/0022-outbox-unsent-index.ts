import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../database";

/**
 * A claim takes the lowest ids among due messages. Sent rows stay, and PostgreSQL, with
 * statistics that counted many rows due, walked the primary key through all of them
 * (docs/benchmark.md); the unsent rows in id order end the walk after a batch. SQLite
 * already reads the due index.
 */
export function outboxUnsentIndex(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== "postgres") return;
      await db.schema
        .createIndex("mail_outbox_unsent_idx")
        .on("mail_outbox")
        .column("id")
        .where(sql<boolean>`status in ('pending', 'sending')`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== "postgres") return;
      await db.schema.dropIndex("mail_outbox_unsent_idx").execute();
    },
  };
}
