import type { Kysely } from "kysely";
import type { AdminStoreDetail } from "../../../contract/admin";
import { OPEN_STATUSES } from "../../../contract/adoption";
import type { DB } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { findAdminStore } from "./admin-stores";

/**
 * GET /api/vendors/{id}: one store as the admin vets it. Drafts are included, since an admin
 * approving a store wants to see what it is about to publish; only open requests are, since
 * those are the people still waiting on the store.
 */
export async function readAdminStore(db: Kysely<DB>, id: number): Promise<AdminStoreDetail> {
  const store = await findAdminStore(db, id);
  const [extra, pets, requests, members] = await Promise.all([
    db
      .selectFrom("vendor")
      .innerJoin("user", "user.id", "vendor.owner_id")
      .select(["vendor.updated_at", "user.name as owner_name"])
      .where("vendor.id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("pet")
      .innerJoin("category", "category.id", "pet.category_id")
      .select((eb) => [
        "pet.id",
        "pet.name",
        "category.category",
        "category.category_ne",
        "pet.post_status",
        "pet.created_at",
        eb
          .selectFrom("pet_image")
          .whereRef("pet_image.pet_id", "=", "pet.id")
          .select("pet_image.image_key")
          .orderBy("pet_image.position")
          .orderBy("pet_image.id")
          .limit(1)
          .as("image_key"),
      ])
      .where("pet.vendor_id", "=", id)
      .orderBy("pet.created_at", "desc")
      .orderBy("pet.id", "desc")
      .execute(),
    db
      .selectFrom("application")
      .innerJoin("pet", "pet.id", "application.pet_id")
      .select([
        "application.id",
        "application.pet_id",
        "pet.name as pet_name",
        "application.name as applicant_name",
        "application.status",
        "application.created_at",
      ])
      .where("pet.vendor_id", "=", id)
      .where("application.status", "in", OPEN_STATUSES)
      .orderBy("application.created_at", "desc")
      .orderBy("application.id", "desc")
      .execute(),
    db
      .selectFrom("store_member")
      .innerJoin("user", "user.id", "store_member.user_id")
      .select(["user.id as user_id", "user.name", "store_member.role", "store_member.joined_at"])
      .where("store_member.vendor_id", "=", id)
      .orderBy((eb) => eb.case().when("store_member.role", "=", "owner").then(0).else(1).end())
      .orderBy("store_member.joined_at")
      .orderBy("user.id")
      .execute(),
  ]);
  // Deleted between the two reads.
  if (!extra) throw notFound("No such store");
  return {
    ...store,
    updated_at: extra.updated_at,
    owner_name: extra.owner_name,
    pets: pets.map((pet) => ({ ...pet, image_key: pet.image_key ?? null })),
    members,
    open_requests: requests,
  };
}
