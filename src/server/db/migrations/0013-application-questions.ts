import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

/**
 * A store's own questions for applicants, in the order they are asked, and the answers kept
 * with each request. An answer keeps the question's text and kind as they were asked, not a
 * reference to the question, so editing or removing a question never changes past answers
 * (docs/product.md#the-stores-questions).
 */
export function applicationQuestions(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const kinds = sql`kind in ('text', 'long_text', 'yes_no', 'choice', 'number')`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("store_question")
        .addColumn("id", t.idType, t.id)
        .addColumn("vendor_id", "integer", (c) =>
          c.notNull().references("vendor.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("label", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        // 0 or 1 in both dialects.
        .addColumn("required", "integer", (c) => c.notNull().defaultTo(0))
        // A choice question's choices as a JSON array of text; null for the other kinds.
        .addColumn("choices", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addCheckConstraint("store_question_kind_check", kinds)
        .execute();
      await db.schema
        .createIndex("store_question_vendor_idx")
        .on("store_question")
        .columns(["vendor_id", "position"])
        .execute();

      await db.schema
        .createTable("application_answer")
        .addColumn("id", t.idType, t.id)
        .addColumn("application_id", "integer", (c) =>
          c.notNull().references("application.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("label", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addCheckConstraint("application_answer_kind_check", kinds)
        .execute();
      await db.schema
        .createIndex("application_answer_application_idx")
        .on("application_answer")
        .columns(["application_id", "position"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("application_answer").execute();
      await db.schema.dropTable("store_question").execute();
    },
  };
}
