import type { Database } from "../db/database";
import { makePet, makeStore } from "../db/factories";
import { makeFosterPlacement, makeHealthRecord } from "../db/factories-animal-rows";
import { addDays } from "../features/records/due";
import type { TestApp } from "./test-app";

export { makeHealthRecord } from "../db/factories-animal-rows";

/** The animal placed with a foster now, in a district. */
export async function placeWithFoster(
  database: Pick<Database, "db">,
  placement: { pet_id: number; vendor_id: number; foster_id: string; district?: string | null },
) {
  await makeFosterPlacement(database, { district: null, ...placement });
}

/** A store with one item of each case, named for what the list must do with it. */
export async function storeWithDueItems(test: TestApp, today: string) {
  const owner = await test.login({ firstName: "Sujata" });
  const store = await makeStore(test.deps, { owner_id: owner.user.id });
  const pet = await makePet(test.deps, { vendor_id: store.id, name: "Kalu" });
  const due = (next_due_on: string, more: Parameters<typeof makeHealthRecord>[1] | object = {}) =>
    makeHealthRecord(test.deps, {
      pet_id: pet.id,
      given_on: addDays(today, -300),
      next_due_on,
      ...more,
    });
  const overdue = await due(addDays(today, -1), { vaccine: "dhpp" });
  const inSeven = await due(addDays(today, 7), { kind: "deworming", treatment: "Albendazole" });
  await due(addDays(today, 8), { vaccine: "fvrcp" });
  const closer = await due(addDays(today, 100));
  await due(addDays(today, -5), { followed_by: closer.id });
  const adopted = await makePet(test.deps, { vendor_id: store.id, post_status: "adopted" });
  await makeHealthRecord(test.deps, { pet_id: adopted.id, next_due_on: today });
  // Died after it came in: no longer in care. Another came back after an adoption: in care.
  const gone = await makePet(test.deps, { vendor_id: store.id });
  const back = await makePet(test.deps, { vendor_id: store.id, name: "Moti" });
  const events = [
    [gone.id, "intake", "stray", addDays(today, -50)],
    [gone.id, "outcome", "died", addDays(today, -20)],
    [back.id, "intake", "stray", addDays(today, -50)],
    [back.id, "outcome", "adopted", addDays(today, -40)],
    [back.id, "return", null, addDays(today, -30)],
  ] as const;
  for (const [pet_id, kind, reason, on_day] of events) {
    await test.db
      .insertInto("animal_event")
      .values({
        pet_id,
        vendor_id: store.id,
        kind,
        reason,
        on_day,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  await makeHealthRecord(test.deps, { pet_id: gone.id, next_due_on: today });
  const returned = await makeHealthRecord(test.deps, { pet_id: back.id, next_due_on: today });
  return { owner, store, pet, overdue, inSeven, returned };
}
