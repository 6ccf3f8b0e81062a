import type { ExpressionBuilder, Kysely } from "kysely";
import type { AnimalWhere, StoreAnimal } from "../../../contract/animal-life";
import type { IntakeKind, OutcomeKind } from "../../../contract/animal-values";
import { nepalDay } from "../../../contract/calendar";
import type { DB, PostStatus } from "../../db/schema";

/** What decides an animal's state: its pet row's status and days. */
export interface PetOfState {
  id: number;
  post_status: PostStatus;
  intake_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface AnimalState {
  in_care: boolean;
  where: AnimalWhere;
  intake: { reason: IntakeKind; on_day: string; place: string | null };
  outcome: { reason: OutcomeKind; on_day: string } | null;
}

const CHUNK = 500;

async function inChunks<T>(ids: number[], read: (chunk: number[]) => Promise<T[]>) {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    rows.push(...(await read(ids.slice(start, start + CHUNK))));
  }
  return rows;
}

/** A placement's columns as the API shows them, with the foster's name (null once she is gone). */
export const PLACEMENT_COLUMNS = [
  "foster_placement.id",
  "foster_placement.pet_id",
  "foster_placement.foster_id",
  "user.name as foster_name",
  "foster_placement.district",
  "foster_placement.starts_on",
  "foster_placement.until_on",
] as const;

/** The key of a pet's first photo, for a query that selects from `pet`. */
export const firstPhoto = (eb: ExpressionBuilder<DB, "pet">) =>
  eb
    .selectFrom("pet_image")
    .select("pet_image.image_key")
    .whereRef("pet_image.pet_id", "=", "pet.id")
    .orderBy("pet_image.position")
    .orderBy("pet_image.id")
    .limit(1)
    .as("photo");

/** Each animal's open placement, with her name (null once her account is gone). */
export function openPlacementsOf(db: Kysely<DB>, petIds: number[]) {
  return inChunks(petIds, (chunk) =>
    db
      .selectFrom("foster_placement")
      .leftJoin("user", "user.id", "foster_placement.foster_id")
      .select(PLACEMENT_COLUMNS)
      .where("foster_placement.pet_id", "in", chunk)
      .where("foster_placement.ended_on", "is", null)
      .execute(),
  );
}

/**
 * Where each animal is now, how it came in and whether it has left (docs/product.md#fosters).
 * In care unless its latest event is an outcome or it was marked adopted by hand; the intake is
 * its latest, or — for a pet made before intakes were written — an `unknown` one on its intake
 * day, as the migration would have written.
 */
export async function animalStates(db: Kysely<DB>, pets: PetOfState[]) {
  const ids = pets.map((pet) => pet.id);
  const events = await inChunks(ids, (chunk) =>
    db
      .selectFrom("animal_event")
      .select(["id", "pet_id", "kind", "reason", "on_day", "place"])
      .where("pet_id", "in", chunk)
      // Latest by its day, then the one recorded last: as the figures and the due list count.
      .orderBy("on_day")
      .orderBy("id")
      .execute(),
  );
  const placements = await openPlacementsOf(db, ids);
  const states = new Map<number, AnimalState>();
  for (const pet of pets) {
    const own = events.filter((event) => event.pet_id === pet.id);
    const latest = own.at(-1);
    const intake = own.filter((event) => event.kind === "intake").at(-1);
    const isOut = latest?.kind === "outcome" || pet.post_status === "adopted";
    const placement = placements.find((row) => row.pet_id === pet.id);
    states.set(pet.id, {
      in_care: !isOut,
      where:
        placement && !isOut
          ? {
              kind: "foster",
              placement_id: Number(placement.id),
              foster_id: placement.foster_id,
              foster_name: placement.foster_name,
              district: placement.district,
              since: placement.starts_on,
              until: placement.until_on,
            }
          : { kind: "centre" },
      intake: intake
        ? { reason: intake.reason as IntakeKind, on_day: intake.on_day, place: intake.place }
        : {
            reason: "unknown",
            on_day: pet.intake_date ?? nepalDay(pet.created_at),
            place: null,
          },
      outcome: !isOut
        ? null
        : latest?.kind === "outcome"
          ? { reason: latest.reason as OutcomeKind, on_day: latest.on_day }
          : // Marked adopted by hand, with no handover: the day it was last changed.
            { reason: "adopted", on_day: nepalDay(pet.updated_at) },
    });
  }
  return states;
}

/** GET /api/vendors/{id}/animals: every animal of the store, newest first, where it is now. */
export async function listStoreAnimals(db: Kysely<DB>, storeId: number): Promise<StoreAnimal[]> {
  const pets = await db
    .selectFrom("pet")
    .innerJoin("category", "category.id", "pet.category_id")
    .select([
      "pet.id",
      "pet.name",
      "category.category as species",
      "pet.post_status",
      "pet.intake_date",
      "pet.created_at",
      "pet.updated_at",
    ])
    .where("pet.vendor_id", "=", storeId)
    .orderBy("pet.id", "desc")
    .execute();
  const states = await animalStates(db, pets);
  return pets.map((pet) => {
    const { intake, ...state } = states.get(pet.id)!;
    return {
      pet_id: pet.id,
      name: pet.name,
      species: pet.species,
      post_status: pet.post_status,
      ...state,
      intake: { reason: intake.reason, on_day: intake.on_day },
    };
  });
}
