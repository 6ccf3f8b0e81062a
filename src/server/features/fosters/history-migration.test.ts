import { describe, expect, it } from "vitest";
import { nepalDay } from "../../../contract/calendar";
import { makeApplication, makePet, makeStore, makeUser } from "../../db/factories";
import { databaseBefore } from "../../test/migration-db";
import { listStoreAnimals } from "./animal-state";
import { readHistory } from "./history";

const NAME = "0032-animal-records";

/** The history of animals listed before records were kept (docs/decisions/049-animal-records.md). */
describe(`the history after migration ${NAME}`, () => {
  it("tells only what is known: an intake of unknown kind, the adoption, the return", async () => {
    const { database, toIt } = await databaseBefore(NAME);
    const { db } = database;
    const store = await makeStore(database);
    const waiting = await makePet(database, { vendor_id: store.id, intake_date: "2025-03-01" });
    const adoptedPet = await makePet(database, {
      vendor_id: store.id,
      post_status: "adopted",
      created_at: "2025-01-10T08:00:00.000Z",
    });
    const returnedPet = await makePet(database, {
      vendor_id: store.id,
      post_status: "draft",
      intake_date: "2024-12-01",
    });
    const adoptedAt = "2025-05-20T20:00:00.000Z"; // 01:45 on 21 May in Nepal
    const adoption = await makeApplication(database, {
      pet_id: adoptedPet.id,
      status: "Adopted",
      name: "Ram Thapa",
    });
    const returned = await makeApplication(database, {
      pet_id: returnedPet.id,
      status: "Adopted",
      returned_at: "2025-07-02T06:00:00.000Z",
    });
    for (const application of [adoption, returned]) {
      await db
        .insertInto("application_history")
        .values({
          application_id: application.id,
          status: "Adopted",
          reason: null,
          rejection_reason: null,
          changed_by: null,
          created_at: adoptedAt,
        })
        .execute();
    }
    await toIt();

    const animals = await listStoreAnimals(db, store.id);
    const of = (id: number) => animals.find((animal) => animal.pet_id === id)!;
    expect(of(waiting.id)).toMatchObject({
      in_care: true,
      intake: { reason: "unknown", on_day: "2025-03-01" },
      outcome: null,
    });
    expect(of(adoptedPet.id)).toMatchObject({
      in_care: false,
      intake: { reason: "unknown", on_day: "2025-01-10" },
      outcome: { reason: "adopted", on_day: "2025-05-21" },
    });
    expect(of(returnedPet.id)).toMatchObject({ in_care: true, outcome: null });

    const admin = await makeUser(database);
    const reader = { id: admin.id, email: admin.email, name: admin.name, isAdmin: true };
    const lines = (await readHistory(db, reader, returnedPet.id)).lines.map((line) => [
      line.kind,
      line.on_day,
      line.reason,
    ]);
    expect(lines).toEqual([
      ["return", nepalDay("2025-07-02T06:00:00.000Z"), null],
      ["outcome", "2025-05-21", "adopted"],
      ["intake", "2024-12-01", "unknown"],
    ]);
    const adoptedLines = (await readHistory(db, reader, adoptedPet.id)).lines;
    expect(adoptedLines[0]).toMatchObject({ kind: "outcome", applicant_name: "Ram Thapa" });
  });
});
