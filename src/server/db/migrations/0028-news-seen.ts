import { sql, type Kysely, type Migration } from "kysely";

/** The two lists whose opening clears their news. */
const WHATS = ["requests", "store-requests"] as const;

/**
 * When a person last opened her requests, and her store's requests (docs/product.md#what-is-new):
 * what changed since then shows in the header's badge. One row per person and list; no row yet
 * means she never opened it, so everything counts. People already here start from now, so the
 * badge does not greet them with every request they ever had.
 */
export function newsSeen(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("news_seen")
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("what", "text", (c) =>
          c.notNull().check(sql`what in ('requests', 'store-requests')`),
        )
        .addColumn("seen_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("news_seen_pkey", ["user_id", "what"])
        .execute();
      const now = new Date().toISOString();
      for (const what of WHATS) {
        await sql`
          insert into news_seen (user_id, what, seen_at)
          select id, cast(${what} as text), cast(${now} as text) from "user"`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("news_seen").execute();
    },
  };
}
