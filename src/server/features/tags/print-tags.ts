import type { Kysely } from "kysely";
import { mayDo } from "../../../contract/store-roles";
import type { SessionUser } from "../../auth/session";
import type { Config } from "../../config";
import type { DB } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { requireStoreAction, roleRefused } from "../stores";
import { ensureTag, tagUrl } from "./tag-rows";
import { DOG_TAG_ROLES, dogNotFound } from "./tags";
import { drawTagSheet, type PrintedTag } from "./tags-pdf";

/**
 * GET /api/vendors/{id}/tags.pdf: the tags of the store's animals named, made for those without
 * one. Pets need the role that keeps their profiles, dogs one that looks after the register; an
 * animal of another store is not found, so nobody prints a tag that reaches another's person.
 */
export async function printStoreTags(
  { db, config }: { db: Kysely<DB>; config: Config },
  user: SessionUser,
  storeId: number,
  { pets, dogs }: { pets: number[]; dogs: number[] },
): Promise<Uint8Array> {
  const { role } = await requireStoreAction(db, user, storeId, "read");
  if (pets.length > 0 && !(role && mayDo(role, "pets"))) throw roleRefused();
  if (dogs.length > 0 && !(role && DOG_TAG_ROLES.includes(role))) throw roleRefused();
  const petRows = pets.length
    ? await db
        .selectFrom("pet")
        .select(["id", "name"])
        .where("vendor_id", "=", storeId)
        .where("id", "in", pets)
        .execute()
    : [];
  if (petRows.length !== pets.length) {
    throw notFound("A pet is not one of this store's", "PET_NOT_FOUND");
  }
  const dogRows = dogs.length
    ? await db
        .selectFrom("community_dog")
        .select(["id", "name"])
        .where("vendor_id", "=", storeId)
        .where("id", "in", dogs)
        .execute()
    : [];
  if (dogRows.length !== dogs.length) throw dogNotFound();
  const byId = <T extends { id: number }>(rows: T[], id: number) =>
    rows.find((row) => Number(row.id) === id)!;
  const printed: PrintedTag[] = await db.transaction().execute(async (trx) => {
    const tags: PrintedTag[] = [];
    for (const id of pets) {
      const { token } = await ensureTag(trx, { petId: id }, user.id);
      tags.push({ name: byId(petRows, id).name, url: tagUrl(config, token) });
    }
    for (const id of dogs) {
      const { token } = await ensureTag(trx, { dogId: id }, user.id);
      tags.push({ name: byId(dogRows, id).name, url: tagUrl(config, token) });
    }
    return tags;
  });
  return drawTagSheet(printed);
}
