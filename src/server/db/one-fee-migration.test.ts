import { describe, expect, it } from "vitest";
import { BEFORE_TEAMS, databaseBefore, WITHOUT_SEARCH_KEYS } from "../test/migration-db";
import { makeApplication, makeFeePayment, makePet, makeStore, makeUser } from "./factories";

const NAME = "0024-one-fee-one-home";

describe(`migration ${NAME}`, () => {
  it("cancels all but the newest pending payment of a request and marks the later of two paid ones paid twice", async () => {
    const { database, toIt } = await databaseBefore(NAME);
    const { db } = database;

    const store = await makeStore(database, {}, BEFORE_TEAMS);
    const pet = await makePet(database, { vendor_id: store.id, ...WITHOUT_SEARCH_KEYS });
    const request = await makeApplication(database, { pet_id: pet.id, status: "Approved" });
    const other = await makeApplication(database, {
      pet_id: pet.id,
      user_id: (await makeUser(database)).id,
      status: "Approved",
    });
    const on = { application_id: request.id, vendor_id: store.id };
    const oldPending = await makeFeePayment(database, on);
    const newPending = await makeFeePayment(database, on);
    const second = await makeFeePayment(database, {
      ...on,
      status: "completed",
      completed_at: "2026-11-20T10:00:00.000Z",
    });
    const first = await makeFeePayment(database, {
      ...on,
      status: "completed",
      completed_at: "2026-11-20T09:00:00.000Z",
    });
    const alone = await makeFeePayment(database, {
      application_id: other.id,
      vendor_id: store.id,
      status: "completed",
    });

    await toIt();

    const rows = await db
      .selectFrom("fee_payment")
      .select(["id", "status", "duplicate_of"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: oldPending.id, status: "cancelled", duplicate_of: null },
      { id: newPending.id, status: "pending", duplicate_of: null },
      { id: second.id, status: "completed", duplicate_of: first.id },
      { id: first.id, status: "completed", duplicate_of: null },
      { id: alone.id, status: "completed", duplicate_of: null },
    ]);
    // From now on the database itself holds one payment in progress, and one that counts.
    await expect(makeFeePayment(database, on)).rejects.toThrow(/unique/i);
    await expect(makeFeePayment(database, { ...on, status: "completed" })).rejects.toThrow(
      /unique/i,
    );
  }, 60_000);
});
