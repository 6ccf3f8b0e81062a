import { sql, type Kysely } from "kysely";
import type { FosteredAnimal, Placement, PlacementRequest } from "../../../contract/animal-life";
import { nepalDay } from "../../../contract/calendar";
import { findDistrict } from "../../../contract/places";
import type { SessionUser } from "../../auth/session";
import type { Dialect } from "../../db/database";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { recordActivity, requirePetAction } from "../stores";
import { animalStates, firstPhoto, PLACEMENT_COLUMNS } from "./animal-state";

type Deps = Pick<AppDeps, "db" | "dialect">;

/**
 * Holds the pet's row until the transaction ends (PostgreSQL; SQLite writes one at a time), so
 * two placements or outcomes of one animal run one after the other and the second sees the first.
 */
export async function lockPet(trx: Kysely<DB>, dialect: Dialect, petId: number) {
  await trx
    .selectFrom("pet")
    .select("id")
    .where("id", "=", petId)
    .$if(dialect === "postgres", (query) => query.forUpdate())
    .execute();
}

function readPlacement(db: Kysely<DB>, id: number): Promise<Placement> {
  return db
    .selectFrom("foster_placement")
    .leftJoin("user", "user.id", "foster_placement.foster_id")
    .select([...PLACEMENT_COLUMNS, "foster_placement.ended_on"])
    .where("foster_placement.id", "=", id)
    .executeTakeFirstOrThrow()
    .then((row) => ({ ...row, id: Number(row.id), pet_id: Number(row.pet_id) }));
}

/** A foster of the store's team, by her user id: 400 NOT_A_FOSTER for anyone else. */
async function requireFoster(db: Kysely<DB>, storeId: number, userId: string) {
  const foster = await db
    .selectFrom("store_member")
    .innerJoin("user", "user.id", "store_member.user_id")
    .select(["user.id", "user.name"])
    .where("store_member.vendor_id", "=", storeId)
    .where("store_member.user_id", "=", userId)
    .where("store_member.role", "=", "foster")
    .executeTakeFirst();
  if (!foster) {
    const message = "Choose a foster of this store's team";
    throw badRequest(message, { fields: { foster_id: message } }, "NOT_A_FOSTER");
  }
  return foster;
}

/**
 * POST /api/pets/{id}/placements: an owner or manager places an animal in care with one of the
 * team's fosters (docs/product.md#fosters); one home at a time, and only while it is in care.
 */
export async function placeAnimal(
  { db, dialect }: Deps,
  user: SessionUser,
  petId: number,
  input: PlacementRequest,
): Promise<Placement> {
  const pet = await requirePetAction(db, user, petId, "placements");
  const id = await db.transaction().execute(async (trx) => {
    await lockPet(trx, dialect, petId);
    const foster = await requireFoster(trx, pet.vendor_id, input.foster_id);
    const state = (await animalStates(trx, [pet])).get(petId)!;
    if (!state.in_care) throw conflict("This animal is no longer in care", "NOT_IN_CARE");
    if (state.where.kind === "foster") {
      throw conflict("This animal is already in a foster home", "ALREADY_IN_FOSTER");
    }
    const { id } = await trx
      .insertInto("foster_placement")
      .values({
        pet_id: petId,
        vendor_id: pet.vendor_id,
        foster_id: foster.id,
        // The district as contract/places.ts spells it, whatever case was typed.
        district: findDistrict(input.district)!.name,
        starts_on: input.starts_on,
        until_on: input.until_on ?? null,
        ended_on: null,
        placed_by: user.id,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await showOnPetPage(trx, petId);
    await recordActivity(trx, {
      storeId: pet.vendor_id,
      actorId: user.id,
      action: "pet_placed",
      petId,
      detail: { pet_name: pet.name, member_name: foster.name },
    });
    return Number(id);
  });
  return readPlacement(db, id);
}

/**
 * POST /api/pets/{id}/placements/{placementId}/end: the animal is back at the store, on the day
 * told or Nepal's today. Only an owner or manager ends it: the foster asks them.
 */
export async function endPlacement(
  { db }: Deps,
  user: SessionUser,
  ids: { petId: number; placementId: number },
  endedOn: string | undefined,
): Promise<Placement> {
  const pet = await requirePetAction(db, user, ids.petId, "placements");
  const gone = () => notFound("This placement is not open", "PLACEMENT_NOT_FOUND");
  await db.transaction().execute(async (trx) => {
    const placement = await trx
      .selectFrom("foster_placement")
      .leftJoin("user", "user.id", "foster_placement.foster_id")
      .select(["foster_placement.starts_on", "user.name as foster_name"])
      .where("foster_placement.id", "=", ids.placementId)
      .where("foster_placement.pet_id", "=", ids.petId)
      .where("foster_placement.ended_on", "is", null)
      .executeTakeFirst();
    if (!placement) throw gone();
    const day = endedOn ?? nepalDay(new Date());
    if (day < placement.starts_on) {
      const message = "The day it came back cannot be before the placement began";
      throw badRequest(message, { fields: { ended_on: message } }, "DAY_BEFORE_START");
    }
    // Checked by the update itself: of two ends at once only the first lands.
    const ended = await trx
      .updateTable("foster_placement")
      .set({ ended_on: day })
      .where("id", "=", ids.placementId)
      .where("ended_on", "is", null)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) throw gone();
    await showOnPetPage(trx, ids.petId);
    await recordActivity(trx, {
      storeId: pet.vendor_id,
      actorId: user.id,
      action: "placement_ended",
      petId: ids.petId,
      detail: { pet_name: pet.name, member_name: placement.foster_name ?? undefined },
    });
  });
  return readPlacement(db, ids.placementId);
}

/**
 * The pet page names a foster home's district (docs/product.md#fosters): a change to the pet's
 * row is what refreshes its cached answer (docs/decisions/046-catalogue-changes-by-tag.md).
 */
export async function showOnPetPage(trx: Kysely<DB>, petIds: number | number[]) {
  const ids = Array.isArray(petIds) ? petIds : [petIds];
  if (ids.length === 0) return;
  await trx
    .updateTable("pet")
    .set({ updated_at: new Date().toISOString() })
    .where("id", "in", ids)
    .execute();
}

/**
 * Ends the animal's open placement, if any, on the day it left care (an outcome, a handover); a
 * day before the placement began ends it on its first day.
 */
export async function endOpenPlacement(trx: Kysely<DB>, petId: number, day: string) {
  await trx
    .updateTable("foster_placement")
    .set({
      ended_on: sql<string>`case when starts_on > ${day} then starts_on else ${day} end`,
    })
    .where("pet_id", "=", petId)
    .where("ended_on", "is", null)
    .execute();
}

/**
 * GET /api/me/fostered: the animals in the caller's home now, in every store whose foster she
 * still is; an empty list for anyone else.
 */
export async function listFostered(db: Kysely<DB>, userId: string): Promise<FosteredAnimal[]> {
  const rows = await db
    .selectFrom("foster_placement")
    .innerJoin("pet", "pet.id", "foster_placement.pet_id")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .innerJoin("store_member", (join) =>
      join
        .onRef("store_member.vendor_id", "=", "pet.vendor_id")
        .onRef("store_member.user_id", "=", "foster_placement.foster_id")
        .on("store_member.role", "=", "foster"),
    )
    .select((eb) => [
      "pet.id as pet_id",
      "pet.name",
      "vendor.id as store_id",
      "vendor.title as store_title",
      "foster_placement.starts_on as since",
      "foster_placement.until_on as until",
      firstPhoto(eb),
    ])
    .where("foster_placement.foster_id", "=", userId)
    .where("foster_placement.ended_on", "is", null)
    .orderBy("foster_placement.starts_on", "desc")
    .orderBy("pet.id")
    .execute();
  return rows.map((row) => ({
    ...row,
    pet_id: Number(row.pet_id),
    store_id: Number(row.store_id),
    photo: row.photo ?? null,
  }));
}
