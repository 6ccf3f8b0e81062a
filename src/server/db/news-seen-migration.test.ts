import { describe, expect, it } from "vitest";
import { databaseBefore } from "../test/migration-db";
import { makeUser } from "./factories";

const NAME = "0028-news-seen";

describe(`migration ${NAME}`, () => {
  it("starts the people already here from now on both lists, leaves later ones without a mark, and steps back", async () => {
    const { database, toBefore, toIt } = await databaseBefore(NAME);
    const { db } = database;
    const earlier = await makeUser(database);
    const before = new Date().toISOString();

    await toIt();
    const marks = await db
      .selectFrom("news_seen")
      .select(["user_id", "what", "seen_at"])
      .orderBy("what")
      .execute();
    expect(marks.map(({ user_id, what }) => ({ user_id, what }))).toEqual([
      { user_id: earlier.id, what: "requests" },
      { user_id: earlier.id, what: "store-requests" },
    ]);
    for (const mark of marks) expect(mark.seen_at >= before).toBe(true);

    // Someone who signs up later has no mark: everything in her lists is new to her.
    const later = await makeUser(database);
    expect(
      await db.selectFrom("news_seen").select("what").where("user_id", "=", later.id).execute(),
    ).toEqual([]);
    // One list's mark per person, and only the two lists.
    await expect(
      db
        .insertInto("news_seen")
        .values({ user_id: earlier.id, what: "requests", seen_at: before })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("news_seen")
        .values({ user_id: later.id, what: "everything" as "requests", seen_at: before })
        .execute(),
    ).rejects.toThrow();
    // Deleting an account takes its marks.
    await db.deleteFrom("user").where("id", "=", earlier.id).execute();
    expect(await db.selectFrom("news_seen").selectAll().execute()).toEqual([]);

    await toBefore();
    await expect(db.selectFrom("news_seen").selectAll().execute()).rejects.toThrow();
  });
});
