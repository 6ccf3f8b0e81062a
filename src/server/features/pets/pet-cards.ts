import type { ExpressionBuilder, Kysely } from "kysely";
import type { PetListItem } from "../../../contract/catalogue";
import type { DB } from "../../db/schema";

/**
 * The one query shape behind every list of pet cards (the listing, the home strip,
 * favourites): pet, species, store, first photo and the 'adoption pending' flag in
 * one round trip, whatever the number of pets.
 */
export function selectPetCards(db: Kysely<DB>) {
  return db
    .selectFrom("pet")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .innerJoin("category", "category.id", "pet.category_id")
    .leftJoin("pet_image as cover", (join) =>
      join
        .onRef("cover.pet_id", "=", "pet.id")
        .on("cover.id", "=", (eb) =>
          eb
            .selectFrom("pet_image as first")
            .select("first.id")
            .whereRef("first.pet_id", "=", "pet.id")
            .orderBy("first.position")
            .orderBy("first.id")
            .limit(1),
        ),
    )
    .select((eb) => [
      "pet.id",
      "pet.name",
      "pet.name_ne",
      "pet.gender",
      "pet.breed",
      "pet.breed_ne",
      "pet.age_group",
      "pet.size",
      "pet.post_status",
      "pet.fee",
      "pet.birth_date",
      "pet.intake_date",
      "pet.created_at",
      "category.id as category_id",
      "category.category",
      "category.category_ne",
      "vendor.id as vendor_id",
      "vendor.title as vendor_title",
      "vendor.image_key as vendor_image_key",
      "vendor.location as vendor_location",
      "vendor.province as vendor_province",
      "vendor.district as vendor_district",
      "cover.image_key as cover_key",
      "cover.width as cover_width",
      "cover.height as cover_height",
      isAdoptionPending(eb).as("adoption_pending"),
    ]);
}

/** A pet with an approved adoption request is shown as 'Adoption pending'. */
export function isAdoptionPending(eb: ExpressionBuilder<DB, "pet">) {
  return eb.exists(
    eb
      .selectFrom("application")
      .select("application.id")
      .whereRef("application.pet_id", "=", "pet.id")
      .where("application.status", "=", "Approved"),
  );
}

type PetCardRow = Awaited<ReturnType<ReturnType<typeof selectPetCards>["execute"]>>[number];

export function toPetListItem(row: PetCardRow): PetListItem {
  return {
    pet: {
      id: row.id,
      name: row.name,
      name_ne: row.name_ne,
      gender: row.gender,
      breed: row.breed,
      breed_ne: row.breed_ne,
      age_group: row.age_group,
      size: row.size,
      post_status: row.post_status,
      created_at: row.created_at,
      // SQLite answers 0/1, PostgreSQL true/false.
      adoption_pending: Boolean(row.adoption_pending),
      fee: row.fee,
      birth_date: row.birth_date,
      intake_date: row.intake_date,
    },
    categories: { id: row.category_id, category: row.category, category_ne: row.category_ne },
    vendor: {
      id: row.vendor_id,
      title: row.vendor_title,
      image_key: row.vendor_image_key,
      location: row.vendor_location,
      province: row.vendor_province,
      district: row.vendor_district,
    },
    image:
      row.cover_key === null || row.cover_width === null || row.cover_height === null
        ? null
        : { image_key: row.cover_key, width: row.cover_width, height: row.cover_height },
  };
}

/** The cards of pets found by id, in the order of `ids` (a pet deleted meanwhile is left out). */
export async function petCardsInOrder(db: Kysely<DB>, ids: number[]): Promise<PetListItem[]> {
  if (ids.length === 0) return [];
  const rows = await selectPetCards(db).where("pet.id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPetListItem(row)] : [];
  });
}
