import { describe, expect, it } from "vitest";
import { databaseBefore } from "../test/migration-db";
import { makeMember, makeStore, makeUser } from "./factories";

const NAME = "0035-caretaker-role";

describe(`migration ${NAME}`, () => {
  it("lets a team take a caretaker, keeps every member, and down removes the caretakers alone", async () => {
    const { database, toIt, toBefore } = await databaseBefore(NAME);
    const { db } = database;
    const store = await makeStore(database);
    const foster = await makeUser(database);
    await makeMember(database, { vendor_id: store.id, user_id: foster.id, role: "foster" });
    const caretaker = await makeUser(database);
    const asCaretaker = () =>
      makeMember(database, { vendor_id: store.id, user_id: caretaker.id, role: "caretaker" });
    await expect(asCaretaker()).rejects.toThrow();

    await toIt();
    const members = () =>
      db
        .selectFrom("store_member")
        .select(["user_id", "role"])
        .where("vendor_id", "=", store.id)
        .orderBy("role")
        .execute();
    const before = await members();
    expect(before.map((member) => member.role)).toEqual(["foster", "owner"]);
    await asCaretaker();
    expect((await members()).map((member) => member.role)).toEqual([
      "caretaker",
      "foster",
      "owner",
    ]);

    await toBefore();
    expect(await members()).toEqual(before);
    await expect(asCaretaker()).rejects.toThrow();
  });
});
