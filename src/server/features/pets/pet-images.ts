import type { Kysely } from "kysely";
import { imageUrl, type PetImage } from "../../../contract/catalogue";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { badRequest, notFound } from "../../lib/errors";
import { requirePetAction } from "../stores";
import { deleteFiles } from "../../storage/delete-files";

type Deps = Pick<AppDeps, "db" | "storage" | "log">;

/** A pet's photos in display order; the first is the cover. */
export async function listPetImages(db: Kysely<DB>, petId: number): Promise<PetImage[]> {
  const images = await db
    .selectFrom("pet_image")
    .select(["id", "image_key", "position", "width", "height"])
    .where("pet_id", "=", petId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return images.map((image) => ({ ...image, url: imageUrl(image.image_key) }));
}

/** DELETE /api/pets/{id}/images/{imageId}: the row, then the file. */
export async function deletePetImage(
  deps: Deps,
  user: SessionUser,
  petId: number,
  imageId: number,
): Promise<PetImage[]> {
  await requirePetAction(deps.db, user, petId, "photos");
  const removed = await deps.db
    .deleteFrom("pet_image")
    .where("id", "=", imageId)
    .where("pet_id", "=", petId)
    .returning("image_key")
    .executeTakeFirst();
  if (!removed) throw notFound("This pet has no such photo", "PHOTO_NOT_FOUND");
  await deleteFiles(deps.storage, deps.log, [removed.image_key]);
  return listPetImages(deps.db, petId);
}

/** PUT /api/pets/{id}/images/order: every photo of the pet, once, in the order wanted. */
export async function reorderPetImages(
  { db }: Deps,
  user: SessionUser,
  petId: number,
  imageIds: number[],
): Promise<PetImage[]> {
  await requirePetAction(db, user, petId, "photos");
  await db.transaction().execute(async (trx) => {
    const current = await listPetImages(trx, petId);
    const known = new Set(current.map((image) => image.id));
    const isPermutation =
      imageIds.length === current.length &&
      new Set(imageIds).size === imageIds.length &&
      imageIds.every((id) => known.has(id));
    if (!isPermutation) {
      throw badRequest(
        "Send every photo of this pet exactly once, in the new order",
        { fields: { imageIds: "Must list each of the pet's photos once" } },
        "PHOTO_ORDER_MISMATCH",
      );
    }
    for (const [position, id] of imageIds.entries()) {
      await trx.updateTable("pet_image").set({ position }).where("id", "=", id).execute();
    }
  });
  return listPetImages(db, petId);
}
