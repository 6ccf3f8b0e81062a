import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseBefore } from "../test/migration-db";
import { makeStore } from "./factories";
import { makeCommunityDog } from "./factories-street-rows";

const NAME = "0036-tag-message-network";

describe(`migration ${NAME}`, () => {
  it("keeps each relayed message's network, not its address, and down names the column back", async () => {
    const { database, toIt, toBefore } = await databaseBefore(NAME);
    const store = await makeStore(database);
    const dog = await makeCommunityDog(database, { vendor_id: store.id });
    const { rows } = await sql<{ id: number }>`
      insert into animal_tag (token, dog_id, created_by, created_at)
      values ('abcdefghijklmnop', ${dog.id}, ${store.owner_id}, '2026-11-01T00:00:00Z')
      returning id
    `.execute(database.db);
    const addresses = ["203.0.113.7", "203.0.113.9", "2001:db8:1:2:3:4:5:6", null];
    for (const address of addresses) {
      await sql`
        insert into tag_message (tag_id, finder_phone, text, sender_ip, created_at)
        values (${rows[0]!.id}, '+9779841234567', 'Found', ${address}, '2026-11-01T00:00:00Z')
      `.execute(database.db);
    }
    const column = async (name: string) => {
      const kept = await sql<{ value: string | null }>`
        select ${sql.ref(name)} as value from tag_message order by id
      `.execute(database.db);
      return kept.rows.map((row) => row.value);
    };

    await toIt();
    const networks = [
      "203.0.113.0/24",
      "203.0.113.0/24",
      "2001:0db8:0001:0002:0000:0000:0000:0000/64",
      null,
    ];
    expect(await column("sender_network")).toEqual(networks);

    await toBefore();
    expect(await column("sender_ip")).toEqual(networks);
  });
});
