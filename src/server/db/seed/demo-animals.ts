import type { Insertable, Kysely } from "kysely";
import { nepalDay } from "../../../contract/calendar";
import type { IntakeKind, OutcomeKind } from "../../../contract/animal-values";
import type { AppDeps } from "../../deps";
import { makeMember, makeUser } from "../factories";
import type { DB } from "../schema";
import { DEMO_PASSWORD, DEMO_TEAM } from "./demo-data";

const DAY = 24 * 60 * 60 * 1000;
const INTAKES: IntakeKind[] = ["stray", "stray", "surrendered", "transferred_in", "born_in_care"];
const dayAgo = (days: number) => nepalDay(new Date(Date.now() - days * DAY));
const dayAhead = (days: number) => nepalDay(new Date(Date.now() + days * DAY));

/**
 * The demo stores' animals, as a store that keeps records would have them
 * (docs/product.md#an-animals-records): the first store's team (a manager, a carer and a foster,
 * with one animal at her home), an intake for every pet over the last year, vaccinations,
 * dewormings and weights with some boosters due this week and one overdue, and animals that
 * left — adopted, one of them returned, one transferred, one died — so the figures have a year.
 * Returns the team's account ids by role.
 */
export async function seedDemoAnimals(deps: AppDeps, storeIds: number[]) {
  const { db } = deps;
  const [firstStore] = storeIds;
  const team: Record<string, string> = {};
  if (firstStore === undefined) return team;
  for (const person of DEMO_TEAM) {
    const user = await makeUser(deps, { ...person, password: DEMO_PASSWORD });
    await makeMember(deps, { vendor_id: firstStore, user_id: user.id, role: person.role });
    team[person.role] = user.id;
  }
  const pets = await db
    .selectFrom("pet")
    .innerJoin("category", "category.id", "pet.category_id")
    .select(["pet.id", "pet.vendor_id", "pet.post_status", "pet.name", "category.category"])
    .where("pet.vendor_id", "in", storeIds)
    .orderBy("pet.id")
    .execute();
  const now = new Date().toISOString();
  await db
    .deleteFrom("animal_event")
    .where(
      "pet_id",
      "in",
      pets.map((pet) => pet.id),
    )
    .execute();
  for (const [index, pet] of pets.entries()) {
    const earlier = earlierStay(index);
    // An animal here for the second time came back after its earlier stay ended.
    const cameIn = Math.min(20 + ((index * 23) % 330), earlier ? earlier.left - 25 : Infinity);
    await event(db, pet, {
      kind: "intake",
      reason: INTAKES[index % INTAKES.length]!,
      days: cameIn,
    });
    const isAnimal = pet.category === "Dog" || pet.category === "Cat";
    if (isAnimal) {
      // In each store, boosters due this week for two, one overdue, the rest later in the year.
      const inStore = pets
        .slice(0, index)
        .filter((other) => other.vendor_id === pet.vendor_id).length;
      const rabiesDue = [3, 6, -4][inStore - 1] ?? 30 + index * 7;
      await db
        .insertInto("health_record")
        .values([
          record(pet.id, team.carer, {
            kind: "vaccination",
            vaccine: "rabies",
            given_on: dayAgo(365 - rabiesDue),
            next_due_on: dayAhead(rabiesDue),
            batch: `RB-${2400 + index}`,
          }),
          record(pet.id, team.carer, {
            kind: "deworming",
            treatment: "Albendazole",
            given_on: dayAgo(Math.min(cameIn - 1, 80)),
            next_due_on: dayAhead(10 + index),
          }),
          record(pet.id, team.manager, {
            kind: "weight",
            given_on: dayAgo(Math.min(cameIn - 1, 12)),
            weight_kg: pet.category === "Dog" ? 9 + (index % 14) : 3 + (index % 3),
          }),
        ])
        .execute();
    }
    if (pet.post_status === "adopted") {
      await event(db, pet, { kind: "outcome", reason: "adopted", days: Math.max(1, cameIn - 40) });
    }
  }
  await earlierStays(db, pets, now);
  const fostered = pets.find(
    (pet) => pet.vendor_id === firstStore && pet.post_status === "published",
  );
  if (fostered && team.foster) {
    await db
      .insertInto("foster_placement")
      .values({
        pet_id: fostered.id,
        vendor_id: firstStore,
        foster_id: team.foster,
        district: "Lalitpur",
        starts_on: dayAgo(12),
        until_on: dayAhead(30),
        ended_on: null,
        placed_by: team.manager ?? null,
        created_at: now,
      })
      .execute();
  }
  return team;
}

type DemoPetRow = { id: number; vendor_id: number };

const EARLIER_OUTCOMES: OutcomeKind[] = [
  "adopted",
  "adopted",
  "adopted",
  "returned_to_owner",
  "adopted",
  "transferred_out",
  "adopted",
  "died",
  "released",
];

/** Every third pet was here once before: it left (how, and how many days ago), one came back. */
function earlierStay(index: number) {
  const stay = index % 3 === 0 ? index / 3 : -1;
  const reason = EARLIER_OUTCOMES[stay];
  if (!reason) return undefined;
  return { reason, left: 330 - stay * 30, returned: stay === 1, stayed: 25 + stay * 4 };
}

/** The year's animals that left: the earlier stays, so the figures have twelve months. */
async function earlierStays(db: Kysely<DB>, pets: DemoPetRow[], now: string) {
  for (const [index, pet] of pets.entries()) {
    const stay = earlierStay(index);
    if (!stay) continue;
    const { reason, left, returned, stayed } = stay;
    await db
      .insertInto("animal_event")
      .values([
        { ...base(pet, now), kind: "intake", reason: "stray", on_day: dayAgo(left + stayed) },
        { ...base(pet, now), kind: "outcome", reason, on_day: dayAgo(left) },
        // Adopted, and brought back ten days later; it left again, to its next home, below.
        ...(returned
          ? [
              {
                ...base(pet, now),
                kind: "return" as const,
                reason: null,
                on_day: dayAgo(left - 10),
              },
              { ...base(pet, now), kind: "outcome" as const, reason, on_day: dayAgo(left - 18) },
            ]
          : []),
      ])
      .execute();
  }
}

const base = (pet: DemoPetRow, now: string) => ({
  pet_id: pet.id,
  vendor_id: pet.vendor_id,
  place: null,
  note: null,
  application_id: null,
  actor_id: null,
  created_at: now,
});

async function event(
  db: Kysely<DB>,
  pet: DemoPetRow,
  line: { kind: "intake" | "outcome"; reason: IntakeKind | OutcomeKind; days: number },
) {
  await db
    .insertInto("animal_event")
    .values({
      ...base(pet, new Date().toISOString()),
      kind: line.kind,
      reason: line.reason,
      on_day: dayAgo(line.days),
    })
    .execute();
}

function record(
  petId: number,
  by: string | undefined,
  fields: Partial<Insertable<DB["health_record"]>> &
    Pick<Insertable<DB["health_record"]>, "kind" | "given_on">,
) {
  return {
    pet_id: petId,
    vaccine: null,
    next_due_on: null,
    batch: null,
    treatment: null,
    place: null,
    weight_kg: null,
    microchip: null,
    note: null,
    followed_by: null,
    recorded_by: by ?? null,
    created_at: new Date().toISOString(),
    ...fields,
  };
}
