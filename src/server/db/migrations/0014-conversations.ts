import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

/**
 * One conversation per person and pet, between her and the store that cares for it, and its
 * messages; her adoption request joins it as a message of kind 'request'. Each side keeps the
 * last message it read (unread counts) and when it was last mailed about the conversation
 * (docs/product.md#conversations). Both go with their pet or person.
 */
export function conversations(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("conversation")
        .addColumn("id", t.idType, t.id)
        .addColumn("pet_id", "integer", (c) => c.notNull().references("pet.id").onDelete("cascade"))
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_message_at", "text", (c) => c.notNull())
        // The id of the last message each side has read; 0 before it read any.
        .addColumn("adopter_read_id", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("store_read_id", "integer", (c) => c.notNull().defaultTo(0))
        // When each side was last mailed about it; cleared when that side reads it.
        .addColumn("adopter_mailed_at", "text")
        .addColumn("store_mailed_at", "text")
        .addUniqueConstraint("conversation_user_pet_unique", ["user_id", "pet_id"])
        .execute();
      await db.schema
        .createIndex("conversation_pet_idx")
        .on("conversation")
        .column("pet_id")
        .execute();

      await db.schema
        .createTable("conversation_message")
        .addColumn("id", t.idType, t.id)
        .addColumn("conversation_id", "integer", (c) =>
          c.notNull().references("conversation.id").onDelete("cascade"),
        )
        .addColumn("sender_side", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull().defaultTo("text"))
        // The request a 'request' message carries.
        .addColumn("application_id", "integer", (c) =>
          c.references("application.id").onDelete("set null"),
        )
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addCheckConstraint(
          "conversation_message_side_check",
          sql`sender_side in ('adopter', 'store')`,
        )
        .addCheckConstraint("conversation_message_kind_check", sql`kind in ('text', 'request')`)
        .execute();
      await db.schema
        .createIndex("conversation_message_conversation_idx")
        .on("conversation_message")
        .columns(["conversation_id", "id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("conversation_message").execute();
      await db.schema.dropTable("conversation").execute();
    },
  };
}
