import type { Kysely } from "kysely";
import type { StoreProfile } from "../../../contract/stores";
import type { DB } from "../../db/schema";
import { notFound } from "../../lib/errors";

/**
 * An active store's page for everyone (docs/product.md#a-stores-page). A pending store is no
 * page at all, as its pets are none: the same 404 as an unknown id. Of the owner, only her
 * verified number, and only when the store chose to show it.
 */
export async function readStoreProfile(db: Kysely<DB>, storeId: number): Promise<StoreProfile> {
  const row = await db
    .selectFrom("vendor")
    .innerJoin("user", "user.id", "vendor.owner_id")
    .select([
      "vendor.id",
      "vendor.title",
      "vendor.description",
      "vendor.location",
      "vendor.province",
      "vendor.district",
      "vendor.image_key",
      "vendor.opening_hours",
      "vendor.show_phone",
      "vendor.first_listed_at",
      "user.phoneNumber",
      "user.phoneNumberVerified",
    ])
    .select((eb) => [
      eb
        .selectFrom("pet")
        .select((count) => count.fn.countAll<number>().as("n"))
        .whereRef("pet.vendor_id", "=", "vendor.id")
        .where("pet.post_status", "=", "published")
        .as("listed"),
      eb
        .selectFrom("pet")
        .select((count) => count.fn.countAll<number>().as("n"))
        .whereRef("pet.vendor_id", "=", "vendor.id")
        .where("pet.post_status", "=", "adopted")
        .as("adopted"),
    ])
    .where("vendor.id", "=", storeId)
    .where("vendor.status", "=", "active")
    .executeTakeFirst();
  if (!row) throw notFound("There is no such store", "STORE_NOT_FOUND");
  const showsPhone = Boolean(row.show_phone) && Boolean(row.phoneNumberVerified);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    province: row.province,
    district: row.district,
    image_key: row.image_key,
    opening_hours: row.opening_hours,
    phone: showsPhone ? row.phoneNumber : null,
    listed_since: row.first_listed_at,
    counts: { listed: Number(row.listed ?? 0), adopted: Number(row.adopted ?? 0) },
  };
}
