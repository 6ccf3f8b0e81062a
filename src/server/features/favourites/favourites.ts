import type { Kysely } from "kysely";
import type { FavouriteState, PetListItem } from "../../../contract/catalogue";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import { requireVisiblePet, selectPetCards, toPetListItem } from "../pets";

/**
 * The caller's hearted pets that anyone may still see (a pet whose store went back
 * to pending, or that became a draft, drops out until it is public again), most
 * recently hearted first. Adopted pets stay, so the visitor learns what became of them.
 */
export async function listFavourites(db: Kysely<DB>, userId: string): Promise<PetListItem[]> {
  const rows = await selectPetCards(db)
    .innerJoin("favourite", "favourite.pet_id", "pet.id")
    .where("favourite.user_id", "=", userId)
    .where("pet.post_status", "in", ["published", "adopted"])
    .where("vendor.status", "=", "active")
    .orderBy("favourite.created_at", "desc")
    .orderBy("pet.id", "desc")
    .execute();
  return rows.map(toPetListItem);
}

export async function isFavourite(
  db: Kysely<DB>,
  user: SessionUser,
  petId: number,
): Promise<FavouriteState> {
  const row = await db
    .selectFrom("favourite")
    .select("pet_id")
    .where("user_id", "=", user.id)
    .where("pet_id", "=", petId)
    .executeTakeFirst();
  return { pet_id: petId, is_favourite: Boolean(row) };
}

/** Hearting is idempotent; only a pet the caller may see can be hearted (404 otherwise). */
export async function addFavourite(
  db: Kysely<DB>,
  user: SessionUser,
  petId: number,
): Promise<FavouriteState> {
  await requireVisiblePet(db, petId, user);
  await db
    .insertInto("favourite")
    .values({ user_id: user.id, pet_id: petId, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(["user_id", "pet_id"]).doNothing())
    .execute();
  return { pet_id: petId, is_favourite: true };
}

/** Removing a favourite that is not there is not an error: the outcome is the same. */
export async function removeFavourite(
  db: Kysely<DB>,
  user: SessionUser,
  petId: number,
): Promise<FavouriteState> {
  await db
    .deleteFrom("favourite")
    .where("user_id", "=", user.id)
    .where("pet_id", "=", petId)
    .execute();
  return { pet_id: petId, is_favourite: false };
}
