import { sql, type Kysely } from "kysely";
import { AGE_GROUPS, SIZES } from "../../../contract/pet-profile";
import type { AgeGroup, DB, Size } from "../../db/schema";
import { createFreshEntries, type GetOptions } from "../../lib/fresh-entries";
import { catalogueChanges, catalogueTags } from "./catalogue-cache";
import { petCardsInOrder } from "./pet-cards";

export const SIMILAR_PETS = 6;
/**
 * How many of the species' newest listed pets are weighed: ordering every one of thousands by
 * district, age and size on each pet page read cost a millisecond or more of CPU.
 */
export const SIMILAR_CANDIDATES = 200;

export interface PetLike {
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
export function similarPetsQuery(db: Kysely<DB>, pet: PetLike, limit = SIMILAR_PETS) {
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
  return query.orderBy("candidate.created_at", "desc").orderBy("candidate.id", "desc").limit(limit);
}

/** The nearest listed pets to pets like one, as JSON texts of their cards, with their ids. */
interface Nearest {
  ids: number[];
  texts: string[];
}

/**
 * Similar pets, chosen once per kind of pet: every pet of the same species, district, age group
 * and size has the same nearest pets but itself. One list of SIMILAR_PETS + 1 cards serves them
 * all, so a pet seen for the first time costs one read of its own row, not a sort of its species
 * (about 0.4 ms) and a read of six cards (0.3 ms); and each answer holds its cards' texts by
 * reference, not in a copy of its own. A list depends on every card (decision 046).
 */
export function createSimilarPets(db: Kysely<DB>, maxBytes = 2 * 1024 * 1024) {
  const lists = createFreshEntries<Nearest>(catalogueChanges(db), maxBytes);

  async function nearest(pet: PetLike): Promise<Nearest> {
    // No pet has id 0: the list may hold the pet itself, which its own answer leaves out.
    const rows = await similarPetsQuery(db, { ...pet, id: 0 }, SIMILAR_PETS + 1).execute();
    const ids = rows.map((row) => row.id);
    const texts = (await petCardsInOrder(db, ids)).map((card) => JSON.stringify(card));
    return { ids, texts };
  }

  /**
   * The cards' texts of the pets similar to `pet`. `caller` as for the catalogue's caches, so a
   * caller with credentials never gets a previous list; and never null here, so no answer is made
   * from a previous list and then kept as if it were fresh.
   */
  return async (pet: PetLike, { caller }: GetOptions): Promise<readonly string[]> => {
    const kind = [pet.category_id, pet.district ?? "", pet.age_group ?? "", pet.size ?? ""];
    const list = await lists.get(
      JSON.stringify(kind),
      async () => {
        const value = await nearest(pet);
        const bytes = value.texts.reduce((sum, text) => sum + 2 * text.length, 600);
        return { value, keep: true, tags: [catalogueTags.cards], bytes };
      },
      { caller: caller ?? "" },
    );
    return list.texts.filter((_, index) => list.ids[index] !== pet.id).slice(0, SIMILAR_PETS);
  };
}
