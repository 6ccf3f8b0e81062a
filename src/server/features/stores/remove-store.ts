import type { AppDeps } from "../../deps";

/**
 * Removes a store with everything in it: pets, their images and applications go with it
 * through the schema's ON DELETE CASCADE, then the files are deleted. Shared by the owner's own
 * delete (DELETE /api/vendors/me) and the admin's (DELETE /api/vendors).
 * Returns false when there was no such store.
 */
export async function removeStore(
  { db, storage, log }: Pick<AppDeps, "db" | "storage" | "log">,
  storeId: number,
): Promise<boolean> {
  const keys = await db.transaction().execute(async (trx) => {
    const store = await trx
      .selectFrom("vendor")
      .select("image_key")
      .where("id", "=", storeId)
      .executeTakeFirst();
    if (!store) return null;
    const images = await trx
      .selectFrom("pet_image")
      .innerJoin("pet", "pet.id", "pet_image.pet_id")
      .select("pet_image.image_key")
      .where("pet.vendor_id", "=", storeId)
      .execute();
    await trx.deleteFrom("vendor").where("id", "=", storeId).execute();
    return [store.image_key, ...images.map((image) => image.image_key)].filter(
      (key): key is string => key !== null,
    );
  });
  if (!keys) return false;
  // Files go only after the rows are gone for good; a file that cannot be deleted is logged, not
  // fatal, because nothing refers to it any more.
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      log.warn("Could not delete a removed store's file", { key: keys[index], storeId });
    }
  });
  return true;
}
