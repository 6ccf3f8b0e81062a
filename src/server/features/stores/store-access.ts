import type { Kysely } from "kysely";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import { forbidden, notFound } from "../../lib/errors";

/**
 * Who may change a store or a pet: its owner only. The pets and uploads features use these
 * checks too, since they act on a caller's own store.
 */

/** The caller's own store, if they run one (one per user). */
export function findOwnStore(db: Kysely<DB>, userId: string) {
  return db.selectFrom("vendor").selectAll().where("owner_id", "=", userId).executeTakeFirst();
}

/** A store the caller may manage: 404 when there is none, 403 when it is someone else's. */
export async function requireOwnStore(
  db: Kysely<DB>,
  user: SessionUser,
  storeId: number,
  { allowAdmin = false } = {},
) {
  const store = await db
    .selectFrom("vendor")
    .selectAll()
    .where("id", "=", storeId)
    .executeTakeFirst();
  if (!store) throw notFound("There is no such store", "STORE_NOT_FOUND");
  if (store.owner_id !== user.id && !(allowAdmin && user.isAdmin)) {
    throw forbidden("This store is not yours", "NOT_YOUR_STORE");
  }
  return store;
}

/** A pet in the caller's own store: 404 when there is none, 403 when it is someone else's. */
export async function requireOwnPet(db: Kysely<DB>, user: SessionUser, petId: number) {
  const pet = await db
    .selectFrom("pet")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .selectAll("pet")
    .select("vendor.owner_id")
    .where("pet.id", "=", petId)
    .executeTakeFirst();
  if (!pet) throw notFound("There is no such pet", "PET_NOT_FOUND");
  if (pet.owner_id !== user.id) throw forbidden("This pet is not in your store", "NOT_YOUR_PET");
  return pet;
}
