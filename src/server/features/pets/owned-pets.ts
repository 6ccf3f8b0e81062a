import type { Kysely } from "kysely";
import { imageUrl } from "../../../contract/catalogue";
import { ageGroupOf, dayOf } from "../../../contract/pet-age";
import { PROFILE_FIELDS } from "../../../contract/pet-profile";
import type { NewPetRequest, OwnedPet, PetUpdateRequest, StorePet } from "../../../contract/stores";
import type { ActivityAction } from "../../../contract/store-teams";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import { petSearchKeys, writePetSearchKeys } from "../../db/search-keys";
import type { AppDeps } from "../../deps";
import { closeOpenApplications, hasHome } from "../adoption";
import { recordNewPetIntake } from "../fosters";
import { badRequest, conflict } from "../../lib/errors";
import { mayDo, type StoreRole } from "../../../contract/store-roles";
import { recordActivity, requirePetAction, requireStoreAction, roleRefused } from "../stores";
import { deleteFiles } from "../../storage/delete-files";
import { videosOf } from "./pet-queries";

type Deps = Pick<AppDeps, "db" | "storage" | "log" | "mail" | "config">;

const OWNED_PET_COLUMNS = [
  "pet.id",
  "pet.vendor_id",
  "pet.category_id",
  "pet.name",
  "pet.description",
  "pet.gender",
  "pet.post_status",
  ...PROFILE_FIELDS.map((field) => `pet.${field}` as const),
  "pet.videos",
  "pet.created_at",
  "pet.updated_at",
] as const;

async function readPet(db: Kysely<DB>, id: number): Promise<OwnedPet> {
  const row = await db
    .selectFrom("pet")
    .select(OWNED_PET_COLUMNS)
    .where("pet.id", "=", id)
    .executeTakeFirstOrThrow();
  return { ...row, videos: videosOf(row.videos) };
}

/**
 * The columns a new pet or a change writes: video links as their JSON list, and the age group
 * from the birth date when there is one (docs/product.md#profile), set again at each save.
 */
function toColumns<T extends { videos?: string[]; birth_date?: string | null }>(
  { videos, ...fields }: T,
  birthDate: string | null | undefined,
) {
  return {
    ...fields,
    ...(videos && { videos: JSON.stringify(videos) }),
    ...(birthDate && { age_group: ageGroupOf(birthDate, dayOf(new Date())) }),
  };
}

async function requireCategory(db: Kysely<DB>, categoryId: number) {
  const found = await db
    .selectFrom("category")
    .select("id")
    .where("id", "=", categoryId)
    .executeTakeFirst();
  if (!found) {
    throw badRequest(
      "That category does not exist",
      { fields: { category_id: "That category does not exist" } },
      "UNKNOWN_CATEGORY",
    );
  }
}

/** A pet's adoption fee is the store owners' to set (contract/store-roles.ts: fees). */
function requireFeeRole(role: StoreRole | undefined, setsFee: boolean) {
  if (setsFee && !(role && mayDo(role, "fees"))) throw roleRefused();
}

/** POST /api/pets: only into the caller's own store, which may still be pending. */
export async function addPet(
  { db }: Deps,
  user: SessionUser,
  input: NewPetRequest,
): Promise<OwnedPet> {
  const { role } = await requireStoreAction(db, user, input.vendor_id, "pets");
  requireFeeRole(role, Number(input.fee ?? 0) > 0);
  await requireCategory(db, input.category_id);
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("pet")
      .values({
        ...toColumns(input, input.birth_date),
        ...petSearchKeys({
          name: input.name,
          name_ne: input.name_ne ?? null,
          breed: input.breed ?? null,
          breed_ne: input.breed_ne ?? null,
          colour: input.colour ?? null,
        }),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordNewPetIntake(trx, { id, ...input }, user.id);
    await recordActivity(trx, {
      storeId: input.vendor_id,
      actorId: user.id,
      action: "pet_added",
      petId: id,
      detail: { pet_name: input.name },
    });
    return id;
  });
  return readPet(db, id);
}

/**
 * The activity lines of one save: publishing and a new fee are lines of their own (the team
 * looks for them), any other change is an edit.
 */
function activityOf(
  pet: { post_status: string; fee: number },
  changes: PetUpdateRequest,
): ActivityAction[] {
  const actions: ActivityAction[] = [];
  if (changes.post_status === "published" && pet.post_status !== "published") {
    actions.push("pet_published");
  }
  if (changes.fee !== undefined && changes.fee !== Number(pet.fee)) actions.push("fee_changed");
  const isOtherChange = Object.keys(changes).some((key) => key !== "post_status" && key !== "fee");
  if (isOtherChange || actions.length === 0) actions.push("pet_edited");
  return actions;
}

/** PATCH /api/pets/{id}: the owner fixes a listing or marks the pet adopted. */
export async function updatePet(
  deps: Deps,
  user: SessionUser,
  petId: number,
  changes: PetUpdateRequest,
): Promise<OwnedPet> {
  const { db } = deps;
  const pet = await requirePetAction(db, user, petId, "pets");
  requireFeeRole(pet.role, changes.fee !== undefined && changes.fee !== pet.fee);
  if (changes.category_id !== undefined) await requireCategory(db, changes.category_id);
  // Gone home with an adopter: off the catalogue until the store records its return.
  const isRelisting = changes.post_status !== undefined && changes.post_status !== "adopted";
  if (isRelisting && (await hasHome(db, petId))) {
    throw conflict(
      "This pet has gone home with its adopter. Record its return on her request before listing it again.",
      "PET_HAS_HOME",
    );
  }
  const closed = await db.transaction().execute(async (trx) => {
    const birthDate =
      changes.birth_date !== undefined
        ? changes.birth_date
        : (
            await trx
              .selectFrom("pet")
              .select("birth_date")
              .where("id", "=", petId)
              .executeTakeFirstOrThrow()
          ).birth_date;
    await trx
      .updateTable("pet")
      .set({ ...toColumns(changes, birthDate), updated_at: new Date().toISOString() })
      .where("id", "=", petId)
      .execute();
    // Search compares keys made from the words as now saved (db/search-keys.ts).
    await writePetSearchKeys(trx, [petId]);
    for (const action of activityOf(pet, changes)) {
      await recordActivity(trx, {
        storeId: pet.vendor_id,
        actorId: user.id,
        action,
        petId,
        detail: { pet_name: changes.name ?? pet.name },
      });
    }
    // An adopted pet's other open requests are closed, their applicants told.
    return changes.post_status === "adopted"
      ? closeOpenApplications(trx, deps, petId, { changedBy: user.id })
      : 0;
  });
  if (closed) deps.mail.kick();
  return readPet(db, petId);
}

/** DELETE /api/pets/{id}: its photos and adoption requests go with it (ON DELETE CASCADE), then the files. */
export async function deletePet(deps: Deps, user: SessionUser, petId: number): Promise<void> {
  const pet = await requirePetAction(deps.db, user, petId, "pets");
  const keys = await deps.db.transaction().execute(async (trx) => {
    // The line stays when the pet is gone: it keeps the pet's name, not a link to it.
    await recordActivity(trx, {
      storeId: pet.vendor_id,
      actorId: user.id,
      action: "pet_removed",
      petId,
      detail: { pet_name: pet.name },
    });
    const images = await trx
      .selectFrom("pet_image")
      .select("image_key")
      .where("pet_id", "=", petId)
      .execute();
    await trx.deleteFrom("pet").where("id", "=", petId).execute();
    return images.map((image) => image.image_key);
  });
  await deleteFiles(deps.storage, deps.log, keys);
}

/** GET /api/petsByVendor: every pet of the store, whatever its status, newest first. */
export async function listStorePets(
  { db }: Deps,
  user: SessionUser,
  { storeId, page, limit }: { storeId: number; page: number; limit: number },
): Promise<{ pets: StorePet[]; total: number }> {
  await requireStoreAction(db, user, storeId, "read", { allowAdmin: true });
  const { n } = await db
    .selectFrom("pet")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("vendor_id", "=", storeId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("pet")
    .innerJoin("category", "category.id", "pet.category_id")
    .select(OWNED_PET_COLUMNS)
    .select(["category.category", "category.category_ne"])
    .where("pet.vendor_id", "=", storeId)
    .orderBy("pet.created_at", "desc")
    .orderBy("pet.id", "desc")
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const images = rows.length
    ? await db
        .selectFrom("pet_image")
        .select(["id", "pet_id", "image_key", "position", "width", "height"])
        .where(
          "pet_id",
          "in",
          rows.map((row) => row.id),
        )
        .orderBy("position")
        .orderBy("id")
        .execute()
    : [];
  const pets = rows.map((row) => ({
    ...row,
    videos: videosOf(row.videos),
    images: images
      .filter((image) => image.pet_id === row.id)
      .map(({ pet_id: _petId, ...image }) => ({ ...image, url: imageUrl(image.image_key) })),
  }));
  return { pets, total: Number(n) };
}
