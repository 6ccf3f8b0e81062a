import type { Kysely } from "kysely";
import type { AdoptPetRequest } from "../../../contract/adoption";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { applicationMails, applicationTexts } from "./application-mails";
import type { PetOnOffer } from "./pet-on-offer";
import { tellStore } from "../stores";

/** The request as stored, pending, with the fields POST /api/adoptPet/{pet_id} responds with. */
export function insertApplication(
  trx: Kysely<DB>,
  userId: string,
  petId: number,
  input: AdoptPetRequest,
) {
  const now = new Date().toISOString();
  return trx
    .insertInto("application")
    .values({
      pet_id: petId,
      user_id: userId,
      name: input.name,
      phone: input.phone,
      address: input.address,
      message: input.message,
      status: "pending",
      created_at: now,
      updated_at: now,
    })
    .returning([
      "id",
      "pet_id",
      "name",
      "phone",
      "address",
      "message",
      "status",
      "created_at",
      "updated_at",
    ])
    .executeTakeFirstOrThrow();
}

/**
 * The store's members who decide on requests hear of it: by e-mail and by text, as each of them
 * takes her notices (features/stores/store-notices.ts).
 */
export async function tellStoreOfRequest(
  deps: Pick<AppDeps, "mail" | "config">,
  trx: Kysely<DB>,
  pet: PetOnOffer,
  input: AdoptPetRequest,
) {
  const news = { petName: pet.name, applicantName: input.name, message: input.message };
  await tellStore(deps.mail, trx, pet.vendor_id, "decide", {
    mail: (member) => applicationMails(deps.config).newRequest(member, news),
    text: (language) => applicationTexts(deps.config).newRequest(language, news),
  });
}
