import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

const ROLES = sql`role in ('owner', 'manager', 'carer')`;

/**
 * A store is a team (docs/decisions/048-store-teams.md): its members with their roles, the
 * invitations waiting for an answer, and a record of who did what. Every store's opener is
 * its first owner. A message written as the store remembers which member wrote it, and
 * whether she signed it.
 */
export function storeTeams(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("store_member")
        .addColumn("vendor_id", "integer", (c) =>
          c.notNull().references("vendor.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("role", "text", (c) => c.notNull().check(ROLES))
        .addColumn("joined_at", "text", (c) => c.notNull())
        // The store she last chose to work for: "her store" in the /vendors/me routes.
        .addColumn("chosen_at", "text", (c) => c.notNull())
        .addColumn("notify_mail", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("notify_sms", "integer", (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint("store_member_pkey", ["vendor_id", "user_id"])
        .execute();
      await db.schema
        .createIndex("store_member_user_idx")
        .on("store_member")
        .columns(["user_id", "chosen_at"])
        .execute();
      await sql`
        insert into store_member (vendor_id, user_id, role, joined_at, chosen_at)
        select id, owner_id, 'owner', created_at, created_at from vendor`.execute(db);

      await db.schema
        .createTable("store_invitation")
        .addColumn("id", t.idType, t.id)
        .addColumn("vendor_id", "integer", (c) =>
          c.notNull().references("vendor.id").onDelete("cascade"),
        )
        .addColumn("role", "text", (c) => c.notNull().check(ROLES))
        .addColumn("email", "text")
        .addColumn("phone", "text")
        // SHA-256 of the token in the link; the token itself is only in the mail or text.
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("invited_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("accepted_at", "text")
        .addColumn("accepted_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("withdrawn_at", "text")
        .addCheckConstraint("store_invitation_one_address", sql`(email is null) <> (phone is null)`)
        .execute();
      await db.schema
        .createIndex("store_invitation_store_idx")
        .on("store_invitation")
        .column("vendor_id")
        .execute();

      await db.schema
        .createTable("store_activity")
        .addColumn("id", t.idType, t.id)
        .addColumn("vendor_id", "integer", (c) =>
          c.notNull().references("vendor.id").onDelete("cascade"),
        )
        .addColumn("actor_id", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("application_id", "integer")
        .addColumn("pet_id", "integer")
        // What the line says beside its action: names as they were then, a role, a status.
        .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("store_activity_store_idx")
        .on("store_activity")
        .columns(["vendor_id", "id"])
        .execute();

      await db.schema
        .alterTable("conversation_message")
        .addColumn("sender_id", "text", (c) => c.references("user.id").onDelete("set null"))
        .execute();
      await db.schema
        .alterTable("conversation_message")
        .addColumn("signed", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("conversation_message").dropColumn("signed").execute();
      await db.schema.alterTable("conversation_message").dropColumn("sender_id").execute();
      await db.schema.dropTable("store_activity").execute();
      await db.schema.dropTable("store_invitation").execute();
      await db.schema.dropTable("store_member").execute();
    },
  };
}
