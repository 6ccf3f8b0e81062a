import type { Kysely } from "kysely";
import type { IntakeRequest, OutcomeRequest } from "../../../contract/animal-life";
import { nepalDay } from "../../../contract/calendar";
import { OPEN_STATUSES } from "../../../contract/adoption";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { conflict } from "../../lib/errors";
import { recordActivity, requirePetAction, roleRefused } from "../stores";
import { animalStates } from "./animal-state";
import { endOpenPlacement, lockPet } from "./placements";

type Deps = Pick<AppDeps, "db" | "dialect">;

/** A new pet came in: of a kind not yet told, on its intake day or today (the team edits it). */
export async function recordNewPetIntake(
  trx: Kysely<DB>,
  pet: { id: number; vendor_id: number; intake_date?: string | null },
  actorId: string,
) {
  const now = new Date().toISOString();
  await trx
    .insertInto("animal_event")
    .values({
      pet_id: pet.id,
      vendor_id: pet.vendor_id,
      kind: "intake",
      reason: "unknown",
      on_day: pet.intake_date ?? nepalDay(now),
      actor_id: actorId,
      created_at: now,
    })
    .execute();
}

/**
 * PUT /api/pets/{id}/intake: how, when and from where the animal came in, written on its latest
 * intake. The team's to say (owners, managers, carers): a foster keeps weights and notes only.
 */
export async function editIntake(
  { db }: Deps,
  user: SessionUser,
  petId: number,
  input: IntakeRequest,
) {
  const pet = await requirePetAction(db, user, petId, "records");
  if (pet.role === "foster") throw roleRefused();
  const values = { reason: input.reason, on_day: input.on_day, place: input.place ?? null };
  await db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom("animal_event")
      .select("id")
      .where("pet_id", "=", petId)
      .where("kind", "=", "intake")
      .orderBy("on_day", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (latest) {
      await trx.updateTable("animal_event").set(values).where("id", "=", latest.id).execute();
    } else {
      await trx
        .insertInto("animal_event")
        .values({
          ...values,
          pet_id: petId,
          vendor_id: pet.vendor_id,
          kind: "intake",
          actor_id: user.id,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    await recordActivity(trx, {
      storeId: pet.vendor_id,
      actorId: user.id,
      action: "intake_edited",
      petId,
      detail: { pet_name: pet.name },
    });
  });
}

/**
 * POST /api/pets/{id}/outcome: the animal left care other than by adoption (docs/product.md#fosters).
 * Refused while a request for it is open (the team answers those first); the pet leaves the
 * listing as a draft, and a foster placement ends that day.
 */
export async function recordOutcome(
  { db, dialect }: Deps,
  user: SessionUser,
  petId: number,
  input: OutcomeRequest,
) {
  const pet = await requirePetAction(db, user, petId, "placements");
  await db.transaction().execute(async (trx) => {
    await lockPet(trx, dialect, petId);
    const state = (await animalStates(trx, [pet])).get(petId)!;
    if (!state.in_care) throw conflict("This animal is no longer in care", "NOT_IN_CARE");
    const open = await trx
      .selectFrom("application")
      .select("id")
      .where("pet_id", "=", petId)
      .where("status", "in", OPEN_STATUSES)
      .executeTakeFirst();
    if (open) {
      throw conflict("This pet has open adoption requests", "PET_HAS_OPEN_REQUESTS");
    }
    const now = new Date().toISOString();
    await trx
      .insertInto("animal_event")
      .values({
        pet_id: petId,
        vendor_id: pet.vendor_id,
        kind: "outcome",
        reason: input.reason,
        on_day: input.on_day,
        place: input.place ?? null,
        note: input.note ?? null,
        actor_id: user.id,
        created_at: now,
      })
      .execute();
    await trx
      .updateTable("pet")
      .set({ post_status: "draft", updated_at: now })
      .where("id", "=", petId)
      .execute();
    await endOpenPlacement(trx, petId, input.on_day);
    await recordActivity(trx, {
      storeId: pet.vendor_id,
      actorId: user.id,
      action: "outcome_recorded",
      petId,
      detail: { pet_name: pet.name },
    });
  });
}

/**
 * POST /api/pets/{id}/intake-again: an animal that left other than by adoption comes back into
 * care (an adopted one comes back by its request's return), with a new intake.
 */
export async function recordIntakeAgain(
  { db, dialect }: Deps,
  user: SessionUser,
  petId: number,
  input: IntakeRequest,
) {
  const pet = await requirePetAction(db, user, petId, "placements");
  await db.transaction().execute(async (trx) => {
    await lockPet(trx, dialect, petId);
    const state = (await animalStates(trx, [pet])).get(petId)!;
    if (state.in_care) throw conflict("This animal is in care", "IN_CARE");
    if (state.outcome?.reason === "adopted") {
      throw conflict("Record its return on the adoption request", "PET_HAS_HOME");
    }
    await trx
      .insertInto("animal_event")
      .values({
        pet_id: petId,
        vendor_id: pet.vendor_id,
        kind: "intake",
        reason: input.reason,
        on_day: input.on_day,
        place: input.place ?? null,
        actor_id: user.id,
        created_at: new Date().toISOString(),
      })
      .execute();
    await recordActivity(trx, {
      storeId: pet.vendor_id,
      actorId: user.id,
      action: "intake_edited",
      petId,
      detail: { pet_name: pet.name },
    });
  });
}

/**
 * The handover's part (adoption/handover.ts): the animal left care with its adopter today, and
 * its foster placement, if any, ends.
 */
export async function recordAdoption(
  trx: Kysely<DB>,
  request: { id: number; pet_id: number; vendor_id: number },
  actorId: string,
) {
  const now = new Date().toISOString();
  const today = nepalDay(now);
  await trx
    .insertInto("animal_event")
    .values({
      pet_id: request.pet_id,
      vendor_id: request.vendor_id,
      kind: "outcome",
      reason: "adopted",
      on_day: today,
      application_id: request.id,
      actor_id: actorId,
      created_at: now,
    })
    .execute();
  await endOpenPlacement(trx, request.pet_id, today);
}

/** A recorded return (adoption/pet-return.ts): the animal is back in care today, with why. */
export async function recordReturnEvent(
  trx: Kysely<DB>,
  request: { id: number; pet_id: number; vendor_id: number },
  actorId: string,
  reason: string | null,
) {
  const now = new Date().toISOString();
  await trx
    .insertInto("animal_event")
    .values({
      pet_id: request.pet_id,
      vendor_id: request.vendor_id,
      kind: "return",
      on_day: nepalDay(now),
      note: reason,
      application_id: request.id,
      actor_id: actorId,
      created_at: now,
    })
    .execute();
}
