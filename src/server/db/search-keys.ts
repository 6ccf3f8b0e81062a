import type { Kysely } from "kysely";
import { searchKey } from "../../contract/search-key";
import type { DB } from "./schema";

interface PetWords {
  name: string;
  name_ne: string | null;
  breed: string | null;
  breed_ne: string | null;
  colour: string | null;
}

/**
 * The romanized keys of a pet's name, breed and colour, each in both scripts (contract/search-key.ts):
 * what search and the breed and colour filters compare, so "kali" finds "काली" with a plain LIKE
 * on either database (docs/product.md#search-and-filters).
 */
export const petSearchKeys = (pet: PetWords) => ({
  name_key: searchKey(`${pet.name} ${pet.name_ne ?? ""}`),
  breed_key: searchKey(`${pet.breed ?? ""} ${pet.breed_ne ?? ""}`),
  colour_key: searchKey(pet.colour),
});

/** Writes the keys of the given pets (all pets when not told) from their current words. */
export async function writePetSearchKeys(db: Kysely<DB>, petIds?: number[]) {
  if (petIds?.length === 0) return;
  let query = db.selectFrom("pet").select(["id", "name", "name_ne", "breed", "breed_ne", "colour"]);
  if (petIds) query = query.where("id", "in", petIds);
  for (const pet of await query.execute()) {
    await db.updateTable("pet").set(petSearchKeys(pet)).where("id", "=", pet.id).execute();
  }
}
