import { sql, type Kysely, type Migration } from "kysely";
import {
  COLLARS,
  MATCH_STATES,
  REPORT_KINDS,
  REPORT_SEXES,
  REPORT_SIZES,
  REPORT_STATUSES,
} from "../../../contract/lost-found-values";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${listOf(values)})`);

/**
 * Lost and found (docs/decisions/050-lost-and-found.md): a person's report of an animal lost or
 * found, its photos, the pairs of a lost and a found report the matcher suggests, and the
 * messages the two reporters send each other about a pair.
 */
export function lostFound(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("lost_found_report")
        .addColumn("id", t.idType, t.id)
        .addColumn("kind", "text", (c) => c.notNull().check(oneOf("kind", REPORT_KINDS)))
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        // The species is the catalogue's category (Dog, Cat…).
        .addColumn("category_id", "integer", (c) => c.notNull().references("category.id"))
        .addColumn("sex", "text", (c) => c.notNull().check(oneOf("sex", REPORT_SEXES)))
        .addColumn("size", "text", (c) => c.notNull().check(oneOf("size", REPORT_SIZES)))
        // A JSON array of COAT_COLOURS.
        .addColumn("colours", "text", (c) => c.notNull())
        .addColumn("marks", "text")
        .addColumn("collar", "text", (c) => c.notNull().check(oneOf("collar", COLLARS)))
        // The lost animal's name; a finder rarely knows it.
        .addColumn("name", "text")
        .addColumn("description", "text")
        // English name from contract/places.ts; the ward (1-33) and tole are public.
        .addColumn("district", "text", (c) => c.notNull())
        .addColumn("ward", "integer")
        .addColumn("tole", "text")
        // The point the browser gave, if any: only ever shown to the reporter herself.
        .addColumn("latitude", "real")
        .addColumn("longitude", "real")
        // The day it was lost or found (Nepal's, YYYY-MM-DD).
        .addColumn("seen_on", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) =>
          c.notNull().defaultTo("open").check(oneOf("status", REPORT_STATUSES)),
        )
        .addColumn("expires_on", "text", (c) => c.notNull())
        // The day the reporter was asked to renew it; cleared by a renewal.
        .addColumn("reminded_on", "text")
        // An admin hid it, saying why; the reporter is told.
        .addColumn("hidden_reason", "text")
        .addColumn("hidden_at", "text")
        .addColumn("closed_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("lost_found_report_open_idx")
        .on("lost_found_report")
        .columns(["status", "kind", "category_id", "seen_on"])
        .execute();
      await db.schema
        .createIndex("lost_found_report_user_idx")
        .on("lost_found_report")
        .columns(["user_id", "created_at"])
        .execute();

      await db.schema
        .createTable("lost_found_photo")
        .addColumn("id", t.idType, t.id)
        .addColumn("report_id", "integer", (c) =>
          c.notNull().references("lost_found_report.id").onDelete("cascade"),
        )
        .addColumn("image_key", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("lost_found_photo_report_idx")
        .on("lost_found_photo")
        .columns(["report_id", "position"])
        .execute();

      await db.schema
        .createTable("lost_found_match")
        .addColumn("id", t.idType, t.id)
        .addColumn("lost_id", "integer", (c) =>
          c.notNull().references("lost_found_report.id").onDelete("cascade"),
        )
        .addColumn("found_id", "integer", (c) =>
          c.notNull().references("lost_found_report.id").onDelete("cascade"),
        )
        // 0-100, higher is likelier; `reasons` is a JSON array of { reason, … } shown beside it.
        .addColumn("score", "integer", (c) => c.notNull())
        .addColumn("reasons", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) =>
          c.notNull().defaultTo("suggested").check(oneOf("state", MATCH_STATES)),
        )
        .addColumn("decided_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("decided_at", "text")
        // The last message each side has read; 0 before any.
        .addColumn("lost_read_id", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("found_read_id", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_message_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addUniqueConstraint("lost_found_match_pair", ["lost_id", "found_id"])
        .execute();
      await db.schema
        .createIndex("lost_found_match_found_idx")
        .on("lost_found_match")
        .column("found_id")
        .execute();

      await db.schema
        .createTable("lost_found_message")
        .addColumn("id", t.idType, t.id)
        .addColumn("match_id", "integer", (c) =>
          c.notNull().references("lost_found_match.id").onDelete("cascade"),
        )
        .addColumn("sender_id", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("lost_found_message_match_idx")
        .on("lost_found_message")
        .columns(["match_id", "id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("lost_found_message").execute();
      await db.schema.dropTable("lost_found_match").execute();
      await db.schema.dropTable("lost_found_photo").execute();
      await db.schema.dropTable("lost_found_report").execute();
    },
  };
}
