import type { Kysely } from "kysely";
import type { AnimalHistory, HistoryLine, HistoryLineKind } from "../../../contract/animal-life";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { requirePetAction, roleIn } from "../stores";
import { animalStates, firstPhoto } from "./animal-state";

/**
 * Within one day, lines are in the order they were written; lines written at once (the
 * migration's, a placement's start and end) in the order things happen: it comes in, goes to a
 * home, comes back, then leaves.
 */
const RANK: Record<HistoryLineKind, number> = {
  intake: 0,
  placement_started: 1,
  health: 2,
  placement_ended: 3,
  outcome: 4,
  return: 5,
};

const blank = {
  reason: null,
  record_kind: null,
  vaccine: null,
  next_due_on: null,
  place: null,
  note: null,
  foster_name: null,
  district: null,
  applicant_name: null,
} satisfies Omit<HistoryLine, "kind" | "on_day">;

type Line = HistoryLine & { at: string };

/** The team reads the history; a foster that of an animal placed with her; the admin any. */
async function requireHistoryReader(db: Kysely<DB>, user: SessionUser, petId: number) {
  const pet = await db
    .selectFrom("pet")
    .select("vendor_id")
    .where("id", "=", petId)
    .executeTakeFirst();
  if (!pet) throw notFound("There is no such pet", "PET_NOT_FOUND");
  if (user.isAdmin && !(await roleIn(db, user.id, pet.vendor_id))) return undefined;
  return (await requirePetAction(db, user, petId, "records")).role;
}

async function eventLines(db: Kysely<DB>, petId: number): Promise<Line[]> {
  const events = await db
    .selectFrom("animal_event")
    .leftJoin("application", "application.id", "animal_event.application_id")
    .select([
      "animal_event.kind",
      "animal_event.reason",
      "animal_event.on_day",
      "animal_event.place",
      "animal_event.note",
      "animal_event.created_at",
      "application.name as applicant_name",
    ])
    .where("animal_event.pet_id", "=", petId)
    .execute();
  return events.map((event) => ({
    ...blank,
    kind: event.kind,
    on_day: event.on_day,
    at: event.created_at,
    reason: event.reason,
    place: event.place,
    note: event.note,
    applicant_name: event.applicant_name,
  }));
}

async function placementLines(db: Kysely<DB>, petId: number, viewerId: string | null) {
  const placements = await db
    .selectFrom("foster_placement")
    .leftJoin("user", "user.id", "foster_placement.foster_id")
    .select([
      "foster_placement.foster_id",
      "user.name as foster_name",
      "foster_placement.district",
      "foster_placement.starts_on",
      "foster_placement.ended_on",
      "foster_placement.created_at",
    ])
    .where("foster_placement.pet_id", "=", petId)
    .execute();
  return placements.flatMap((placement): Line[] => {
    const name =
      viewerId === null || placement.foster_id === viewerId ? placement.foster_name : null;
    const line = { ...blank, foster_name: name, district: placement.district };
    const started: Line = {
      ...line,
      kind: "placement_started",
      on_day: placement.starts_on,
      at: placement.created_at,
    };
    if (placement.ended_on === null) return [started];
    return [
      started,
      { ...line, kind: "placement_ended", on_day: placement.ended_on, at: placement.created_at },
    ];
  });
}

async function healthLines(db: Kysely<DB>, petId: number): Promise<Line[]> {
  const records = await db
    .selectFrom("health_record")
    .select(["kind", "vaccine", "given_on", "next_due_on", "note", "created_at"])
    .where("pet_id", "=", petId)
    .execute();
  return records.map((record) => ({
    ...blank,
    kind: "health",
    on_day: record.given_on,
    at: record.created_at,
    record_kind: record.kind,
    vaccine: record.vaccine,
    next_due_on: record.next_due_on,
    note: record.note,
  }));
}

/**
 * GET /api/pets/{id}/history: the animal, where it is, and each step of its life in care, newest
 * first (docs/product.md#fosters). A foster reads her own name, not another foster's, and no
 * applicant's name: requests are not hers to read.
 */
export async function readHistory(
  db: Kysely<DB>,
  user: SessionUser,
  petId: number,
): Promise<AnimalHistory> {
  const role = await requireHistoryReader(db, user, petId);
  const isFoster = role === "foster";
  const pet = await db
    .selectFrom("pet")
    .innerJoin("category", "category.id", "pet.category_id")
    .select((eb) => [
      "pet.id",
      "pet.name",
      "category.category as species",
      "pet.post_status",
      "pet.vendor_id as store_id",
      "pet.intake_date",
      "pet.created_at",
      "pet.updated_at",
      firstPhoto(eb),
    ])
    .where("pet.id", "=", petId)
    .executeTakeFirstOrThrow();
  const state = (await animalStates(db, [pet])).get(petId)!;
  const lines = [
    ...(await eventLines(db, petId)),
    ...(await placementLines(db, petId, isFoster ? user.id : null)),
    ...(await healthLines(db, petId)),
  ].sort(
    (a, b) =>
      b.on_day.localeCompare(a.on_day) || b.at.localeCompare(a.at) || RANK[b.kind] - RANK[a.kind],
  );
  return {
    pet: {
      id: pet.id,
      name: pet.name,
      species: pet.species,
      post_status: pet.post_status,
      store_id: Number(pet.store_id),
      photo: pet.photo ?? null,
    },
    // A foster reads only an animal placed with her: where it is now is her own home.
    ...state,
    lines: lines.map(({ at: _at, ...line }) =>
      isFoster ? { ...line, applicant_name: null } : line,
    ),
  };
}
