import { isOpen } from "../../../contract/adoption";
import type { Application, AdoptPetRequest, MyApplication } from "../../../contract/adoption";
import type { SessionUser } from "../../auth/session";
import type { ApplicationStatus } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { checkAnswers, keepAnswers } from "./application-answers";
import { tellStore } from "../stores";
import { applicationMails, applicationTexts } from "./application-mails";
import { recordStatusChange, selectApplicationDetails } from "./application-status";
import { isUniqueViolation } from "../../lib/db-errors";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { readApplications, type ApplicationRead } from "./application-reads";
import { insertApplication, tellStoreOfRequest } from "./new-request";
import { alreadyApplied, petOnOffer } from "./pet-on-offer";
import { joinRequest } from "../conversations";

type Deps = Pick<AppDeps, "db" | "mail" | "config">;

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
      const pet = await petOnOffer(trx, petId, user.id);
      const answers = await checkAnswers(
        trx,
        { id: pet.vendor_id, hasQuestions: Boolean(pet.has_questions) },
        input.answers ?? [],
      );
      const stored = await insertApplication(trx, user.id, petId, input);
      await keepAnswers(trx, stored.id, answers);
      // The request and the questions are one conversation (docs/product.md#conversations).
      await joinRequest(trx, { ...stored, user_id: user.id });
      await tellStoreOfRequest(deps, trx, pet, input);
      return stored;
    });
  } catch (error) {
    // Two requests sent at once: the partial unique index lets only one of them in.
    if (isUniqueViolation(error)) throw alreadyApplied();
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
  const rows = await readApplications(db, { userId, id });
  return rows.map(asApplicants);
}

/** A request as its applicant sees it: her own name, phone and address are not repeated. */
const asApplicants = (row: ApplicationRead): MyApplication => ({
  id: row.id,
  pet_id: row.pet_id,
  status: row.status,
  message: row.message,
  created_at: row.created_at,
  updated_at: row.updated_at,
  returned_at: row.returned_at,
  // Who at the store made each change stays with the store (StoreStatusChange).
  history: row.history.map(({ by: _by, ...step }) => step),
  agreement: row.agreement,
  fee: row.fee,
  answers: row.answers,
  answered_at: row.answered_at,
  pet: { name: row.pet_name },
  vendor: { title: row.vendor_title },
});

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
    const news = { petName: request.pet_name, applicantName: request.name };
    await tellStore(deps.mail, trx, request.vendor_id, "decide", {
      mail: (member) => applicationMails(deps.config).withdrawn(member, news),
      text: (language) => applicationTexts(deps.config).withdrawn(language, news),
    });
  });
  deps.mail.kick();
  const [withdrawn] = await listMyApplications(deps, user.id, { id: applicationId });
  return withdrawn!;
}
