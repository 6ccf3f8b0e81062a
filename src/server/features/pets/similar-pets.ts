import { sql, type Kysely } from "kysely";
import type { PetListItem } from "../../../contract/catalogue";
import { AGE_GROUPS, SIZES } from "../../../contract/pet-profile";
import type { AgeGroup, DB, Size } from "../../db/schema";
import { petCardsInOrder } from "./pet-cards";

export const SIMILAR_PETS = 6;

interface Like {
  id: number;
  category_id: number;
  age_group: AgeGroup | null;
  size: Size | null;
  district: string | null;
}

/**
 * How far a pet's age group or size is from the one given, in steps ("baby" to "adult" is 2);
 * a pet without one comes after every pet with one.
 */
function stepsFrom(column: "pet.age_group" | "pet.size", values: readonly string[], value: string) {
  const rank = sql.join(
    values.map((known, index) => sql`when ${sql.lit(known)} then ${sql.lit(index)}`),
    sql` `,
  );
  return sql<number>`coalesce(abs((case ${sql.ref(column)} ${rank} end) - ${sql.lit(values.indexOf(value))}), ${sql.lit(values.length)})`;
}

/**
 * The pets shown below a pet's page (docs/product.md#similar-pets): listed pets of its species,
 * same district first, then nearest in age group and size, then newest. It reads only the
 * species' listed pets, through the listing's species index (listing-plans.test.ts).
 */
export function similarPetsQuery(db: Kysely<DB>, pet: Like) {
  let query = db
    .selectFrom("pet")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .select("pet.id")
    .where("pet.post_status", "=", "published")
    .where("pet.category_id", "=", pet.category_id)
    .where("vendor.status", "=", "active")
    .where("pet.id", "!=", pet.id);
  if (pet.district) {
    query = query.orderBy(
      sql`case when ${sql.ref("vendor.district")} = ${pet.district} then 0 else 1 end`,
    );
  }
  if (pet.age_group) query = query.orderBy(stepsFrom("pet.age_group", AGE_GROUPS, pet.age_group));
  if (pet.size) query = query.orderBy(stepsFrom("pet.size", SIZES, pet.size));
  return query.orderBy("pet.created_at", "desc").orderBy("pet.id", "desc").limit(SIMILAR_PETS);
}

export async function listSimilarPets(db: Kysely<DB>, pet: Like): Promise<PetListItem[]> {
  const rows = await similarPetsQuery(db, pet).execute();
  return petCardsInOrder(
    db,
    rows.map((row) => row.id),
  );
}
