import { isOpen, OPEN_STATUSES } from "../../../contract/adoption";
import type { Application, AdoptPetRequest, MyApplication } from "../../../contract/adoption";
import type { SessionUser } from "../../auth/session";
import type { ApplicationStatus } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { attachAnswers, checkAnswers, keepAnswers } from "./application-answers";
import { textKnownPerson, textPerson } from "../../sms/text-person";
import { applicationMails, applicationTexts } from "./application-mails";
import { recordStatusChange, selectApplicationDetails } from "./application-status";
import { isUniqueViolation } from "../../lib/db-errors";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { attachAgreements } from "./agreement-rules";
import { attachFees } from "./fee-state";
import { attachAnswered, attachHistory } from "./timeline";
import { joinRequest } from "../conversations";

type Deps = Pick<AppDeps, "db" | "mail" | "config">;

const ALREADY_APPLIED = "You have already applied for this pet";

/**
 * POST /api/adoptPet/{pet_id}: a signed-in person asks to adopt a listed pet. The request and
 * the owner's e-mail are stored in one transaction; the e-mail is sent after the commit.
 */
export async function createApplication(
  deps: Deps,
  user: SessionUser,
  petId: number,
  input: AdoptPetRequest,
): Promise<Application> {
  if (input.pet_id !== petId) {
    throw badRequest(
      "The pet in the address and the pet in the request are not the same",
      { fields: { pet_id: "Must be the pet in the address" } },
      "PET_ID_MISMATCH",
    );
  }
  let application: Application;
  try {
    application = await deps.db.transaction().execute(async (trx) => {
      const pet = await trx
        .selectFrom("pet")
        .innerJoin("vendor", "vendor.id", "pet.vendor_id")
        .innerJoin("user as owner", "owner.id", "vendor.owner_id")
        .select((eb) => [
          "pet.name",
          "pet.post_status",
          "pet.vendor_id",
          "vendor.status as vendor_status",
          "owner.id as owner_id",
          "owner.email as owner_email",
          "owner.name as owner_name",
          "owner.language as owner_language",
          "owner.phoneNumber as owner_phone",
          "owner.phoneNumberVerified as owner_phone_verified",
          "owner.smsNotifications as owner_sms",
          // Asked in the same query: each is one round trip fewer on every request.
          eb
            .exists(
              eb
                .selectFrom("application")
                .select("application.id")
                .whereRef("application.pet_id", "=", "pet.id")
                .where("application.user_id", "=", user.id)
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
      // Drafts, adopted pets and pets of a store the admin has not approved are not on offer.
      if (!pet || pet.post_status !== "published" || pet.vendor_status !== "active") {
        throw notFound("This pet is not looking for a home", "PET_NOT_AVAILABLE");
      }
      if (pet.owner_id === user.id)
        throw forbidden("You cannot adopt a pet from your own store", "OWN_STORE_PET");
      if (pet.already_applied) throw conflict(ALREADY_APPLIED, "ALREADY_APPLIED");
      const answers = await checkAnswers(
        trx,
        { id: pet.vendor_id, hasQuestions: Boolean(pet.has_questions) },
        input.answers ?? [],
      );

      const now = new Date().toISOString();
      const stored = await trx
        .insertInto("application")
        .values({
          pet_id: petId,
          user_id: user.id,
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
      await keepAnswers(trx, stored.id, answers);
      // The request and the questions are one conversation (docs/product.md#conversations).
      await joinRequest(trx, { ...stored, user_id: user.id });
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
      return stored;
    });
  } catch (error) {
    // Two requests sent at once: the partial unique index lets only one of them in.
    if (isUniqueViolation(error)) throw conflict(ALREADY_APPLIED, "ALREADY_APPLIED");
    throw error;
  }
  deps.mail.kick();
  return application;
}

/** GET /api/applications: the caller's own requests, newest first, each with its timeline. */
export async function listMyApplications(
  { db }: Pick<AppDeps, "db">,
  userId: string,
  { id }: { id?: number } = {},
): Promise<MyApplication[]> {
  let query = db
    .selectFrom("application")
    .innerJoin("pet", "pet.id", "application.pet_id")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .select([
      "application.id",
      "application.pet_id",
      "application.status",
      "application.message",
      "application.created_at",
      "application.updated_at",
      "application.returned_at",
      "pet.name as pet_name",
      "vendor.title as vendor_title",
    ])
    .where("application.user_id", "=", userId)
    .orderBy("application.created_at", "desc")
    .orderBy("application.id", "desc");
  if (id !== undefined) query = query.where("application.id", "=", id);
  const withHistory = await attachAgreements(db, await attachHistory(db, await query.execute()));
  const withAnswers = await attachAnswered(
    db,
    await attachAnswers(db, await attachFees(db, withHistory)),
  );
  return withAnswers.map(({ pet_name, vendor_title, ...row }) => ({
    ...row,
    pet: { name: pet_name },
    vendor: { title: vendor_title },
  }));
}

/** Why a closed request cannot be withdrawn, in its own words: an adoption is not a rejection. */
function cannotWithdraw(status: ApplicationStatus) {
  if (status === "Withdrawn")
    return conflict("You have already withdrawn this request", "REQUEST_ALREADY_WITHDRAWN");
  if (status === "Adopted") {
    return conflict(
      "This pet went home with you, so this request cannot be withdrawn",
      "REQUEST_ADOPTED",
    );
  }
  return conflict(
    "This request was rejected, so there is nothing to withdraw",
    "REQUEST_ALREADY_REJECTED",
  );
}

/** POST /api/applications/{id}/withdraw: the applicant takes back an open request; final. */
export async function withdrawApplication(
  deps: Deps,
  user: SessionUser,
  applicationId: number,
): Promise<MyApplication> {
  await deps.db.transaction().execute(async (trx) => {
    const request = await selectApplicationDetails(trx)
      .where("application.id", "=", applicationId)
      .executeTakeFirst();
    if (!request) throw notFound("There is no such adoption request", "REQUEST_NOT_FOUND");
    if (request.user_id !== user.id)
      throw forbidden("This adoption request is not yours", "NOT_YOUR_REQUEST");
    if (!isOpen(request.status)) throw cannotWithdraw(request.status);
    await recordStatusChange(trx, {
      applicationId,
      from: request.status,
      to: "Withdrawn",
      changedBy: user.id,
    });
    await deps.mail.enqueue(
      applicationMails(deps.config).withdrawn(
        {
          email: request.owner_email,
          name: request.owner_name,
          language: request.owner_language,
        },
        { petName: request.pet_name, applicantName: request.name },
      ),
      trx,
    );
    await textPerson(deps.mail, trx, request.owner_id, (language) =>
      applicationTexts(deps.config).withdrawn(language, {
        petName: request.pet_name,
        applicantName: request.name,
      }),
    );
  });
  deps.mail.kick();
  const [withdrawn] = await listMyApplications(deps, user.id, { id: applicationId });
  return withdrawn!;
}
