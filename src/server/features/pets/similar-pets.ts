import { sql, type Kysely } from "kysely";
import type { PetListItem } from "../../../contract/catalogue";
import { AGE_GROUPS, SIZES } from "../../../contract/pet-profile";
import type { AgeGroup, DB, Size } from "../../db/schema";
import { petCardsInOrder } from "./pet-cards";

export const SIMILAR_PETS = 6;
/**
 * How many of the species' newest listed pets are weighed: ordering every one of thousands by
 * district, age and size on each pet page read cost a millisecond or more of CPU.
 */
export const SIMILAR_CANDIDATES = 200;

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
function stepsFrom(
  column: "candidate.age_group" | "candidate.size",
  values: readonly string[],
  value: string,
) {
  const rank = sql.join(
    values.map((known, index) => sql`when ${sql.lit(known)} then ${sql.lit(index)}`),
    sql` `,
  );
  return sql<number>`coalesce(abs((case ${sql.ref(column)} ${rank} end) - ${sql.lit(values.indexOf(value))}), ${sql.lit(values.length)})`;
}

/**
 * The pets shown below a pet's page (docs/product.md#similar-pets): of its species' newest
 * listed pets, same district first, then nearest in age group and size, then newest. It reads
 * them through the listing's species index, newest first (listing-plans.test.ts).
 */
export function similarPetsQuery(db: Kysely<DB>, pet: Like) {
  const candidates = db
    .selectFrom("pet")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .select(["pet.id", "pet.age_group", "pet.size", "pet.created_at", "vendor.district"])
    .where("pet.post_status", "=", "published")
    .where("pet.category_id", "=", pet.category_id)
    .where("vendor.status", "=", "active")
    .where("pet.id", "!=", pet.id)
    // By the index's own order alone, so the read stops at the limit instead of sorting them all.
    .orderBy("pet.created_at", "desc")
    .limit(SIMILAR_CANDIDATES);
  let query = db.selectFrom(candidates.as("candidate")).select("candidate.id");
  if (pet.district) {
    query = query.orderBy(
      sql`case when ${sql.ref("candidate.district")} = ${pet.district} then 0 else 1 end`,
    );
  }
  if (pet.age_group) {
    query = query.orderBy(stepsFrom("candidate.age_group", AGE_GROUPS, pet.age_group));
  }
  if (pet.size) query = query.orderBy(stepsFrom("candidate.size", SIZES, pet.size));
  return query
    .orderBy("candidate.created_at", "desc")
    .orderBy("candidate.id", "desc")
    .limit(SIMILAR_PETS);
}

export async function listSimilarPets(db: Kysely<DB>, pet: Like): Promise<PetListItem[]> {
  const rows = await similarPetsQuery(db, pet).execute();
  return petCardsInOrder(
    db,
    rows.map((row) => row.id),
  );
}
