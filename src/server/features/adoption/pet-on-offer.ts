import type { Kysely } from "kysely";
import { OPEN_STATUSES } from "../../../contract/adoption";
import type { DB } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { readerRoleIn } from "../stores";

/** Refused when the person has an open request for the pet already (also the unique index's refusal). */
export const alreadyApplied = () =>
  conflict("You have already applied for this pet", "ALREADY_APPLIED");

/**
 * The pet a person asks to adopt, its store (whose team is told) and whether she may ask:
 * the pet is listed by an approved store that is not hers, and she has no open request for it.
 */
export async function petOnOffer(trx: Kysely<DB>, petId: number, userId: string) {
  const pet = await readPet(trx, petId, userId);
  // Drafts, adopted pets and pets of a store the admin has not approved are not on offer.
  if (!pet || pet.post_status !== "published" || pet.vendor_status !== "active") {
    throw notFound("This pet is not looking for a home", "PET_NOT_AVAILABLE");
  }
  if (await readerRoleIn(trx, userId, pet.vendor_id))
    throw forbidden("You cannot adopt a pet from your own store", "OWN_STORE_PET");
  if (pet.already_applied) throw alreadyApplied();
  return pet;
}

export type PetOnOffer = Awaited<ReturnType<typeof petOnOffer>>;

function readPet(trx: Kysely<DB>, petId: number, userId: string) {
  return trx
    .selectFrom("pet")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .select((eb) => [
      "pet.name",
      "pet.post_status",
      "pet.vendor_id",
      "vendor.status as vendor_status",
      // Asked in the same query: each is one round trip fewer on every request.
      eb
        .exists(
          eb
            .selectFrom("application")
            .select("application.id")
            .whereRef("application.pet_id", "=", "pet.id")
            .where("application.user_id", "=", userId)
            .where("application.status", "in", OPEN_STATUSES),
        )
        .as("already_applied"),
      eb
        .exists(
          eb
            .selectFrom("store_question")
            .select("store_question.id")
            .whereRef("store_question.vendor_id", "=", "pet.vendor_id"),
        )
        .as("has_questions"),
    ])
    .where("pet.id", "=", petId)
    .executeTakeFirst();
}
