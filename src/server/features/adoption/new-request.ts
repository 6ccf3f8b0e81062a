import type { Kysely } from "kysely";
import type { AdoptPetRequest } from "../../../contract/adoption";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { textKnownPerson } from "../../sms/text-person";
import { applicationMails, applicationTexts } from "./application-mails";
import type { PetOnOffer } from "./pet-on-offer";

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

/** The store's owner hears of the request by e-mail, and by text when she takes them. */
export async function tellOwner(
  deps: Pick<AppDeps, "mail" | "config">,
  trx: Kysely<DB>,
  pet: PetOnOffer,
  input: AdoptPetRequest,
) {
  const news = { petName: pet.name, applicantName: input.name, message: input.message };
  await deps.mail.enqueue(
    applicationMails(deps.config).newRequest(
      { email: pet.owner_email, name: pet.owner_name, language: pet.owner_language },
      news,
    ),
    trx,
  );
  const owner = {
    phoneNumber: pet.owner_phone,
    phoneNumberVerified: pet.owner_phone_verified,
    smsNotifications: pet.owner_sms,
    language: pet.owner_language,
  };
  await textKnownPerson(deps.mail, trx, owner, (language) =>
    applicationTexts(deps.config).newRequest(language, news),
  );
}
