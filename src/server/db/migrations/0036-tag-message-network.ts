import { sql, type Kysely, type Migration } from "kysely";
import { clientNetwork } from "../../lib/client-network";

/**
 * A finder's relay is limited by the sender's network, not her exact address
 * (docs/product.md#tags), so the column says so and the rows already kept count by network too.
 * The relay counts a network's messages of the day: an index keeps that from reading them all.
 * Down gives the column its old name; the networks stay, since the addresses are gone.
 */
export function tagMessageNetwork(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("tag_message")
        .renameColumn("sender_ip", "sender_network")
        .execute();
      const { rows } = await sql<{ address: string }>`
        select distinct sender_network as address from tag_message where sender_network is not null
      `.execute(db);
      for (const { address } of rows) {
        await sql`update tag_message set sender_network = ${clientNetwork(address)}
          where sender_network = ${address}`.execute(db);
      }
      await db.schema
        .createIndex("tag_message_network_idx")
        .on("tag_message")
        .columns(["sender_network", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("tag_message_network_idx").execute();
      await db.schema
        .alterTable("tag_message")
        .renameColumn("sender_network", "sender_ip")
        .execute();
    },
  };
}
