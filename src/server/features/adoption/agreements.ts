import {
  isApplicantsName,
  SIGN_MESSAGES,
  type ApplicationAgreement,
  type SignAgreementRequest,
  type StoreAgreement,
} from "../../../contract/agreement";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { isUniqueViolation } from "../../lib/db-errors";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { mayActFor, recordActivity, requireMyStore } from "../stores";
import { hashAgreement, needsSignature } from "./agreement-rules";

type Deps = Pick<AppDeps, "db">;

/** Where the signature was given from: kept with it, never shown. */
export interface SignedFrom {
  ipAddress: string;
  userAgent: string | null;
}

/** GET /api/vendors/me/agreement: the caller's store's agreement, empty text when none. */
export async function getStoreAgreement(deps: Deps, user: SessionUser): Promise<StoreAgreement> {
  const store = await requireMyStore(deps.db, user, "read");
  const agreement = await deps.db
    .selectFrom("store_agreement")
    .select(["text", "updated_at"])
    .where("vendor_id", "=", store.id)
    .executeTakeFirst();
  return agreement ?? { text: "", updated_at: null };
}

/**
 * PUT /api/vendors/me/agreement: replaces the text; empty removes it. Requests already signed
 * keep the text they signed; approved ones not yet signed are asked for the new one.
 */
export async function putStoreAgreement(
  deps: Deps,
  user: SessionUser,
  text: string,
): Promise<StoreAgreement> {
  const store = await requireMyStore(deps.db, user, "agreement");
  const updated_at = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (text) {
      await trx
        .insertInto("store_agreement")
        .values({ vendor_id: store.id, text, updated_at })
        .onConflict((oc) => oc.column("vendor_id").doUpdateSet({ text, updated_at }))
        .execute();
    } else {
      await trx.deleteFrom("store_agreement").where("vendor_id", "=", store.id).execute();
    }
    await recordActivity(trx, { storeId: store.id, actorId: user.id, action: "agreement_changed" });
  });
  return text ? { text, updated_at } : { text: "", updated_at: null };
}

/**
 * The request with what its agreement page shows, for its applicant or its store's members only
 * (403 NOT_YOUR_REQUEST for anyone else, the admin too: it is a contract between the two).
 */
async function readAgreement(deps: Deps, user: SessionUser, applicationId: number) {
  const request = await deps.db
    .selectFrom("application")
    .innerJoin("pet", "pet.id", "application.pet_id")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .leftJoin("store_agreement", "store_agreement.vendor_id", "vendor.id")
    .leftJoin("agreement_signature", "agreement_signature.application_id", "application.id")
    .select([
      "application.id",
      "application.user_id",
      "application.name",
      "application.status",
      "pet.id as pet_id",
      "pet.name as pet_name",
      "vendor.title as store_title",
      "vendor.id as store_id",
      "store_agreement.text as store_text",
      "agreement_signature.text as signed_text",
      "agreement_signature.full_name",
      "agreement_signature.signed_at",
    ])
    .where("application.id", "=", applicationId)
    .executeTakeFirst();
  if (!request) throw notFound("There is no such adoption request", "REQUEST_NOT_FOUND");
  const isApplicant = request.user_id === user.id;
  if (!isApplicant && !(await mayActFor(deps.db, user.id, request.store_id, "read"))) {
    throw forbidden("This adoption request is not yours", "NOT_YOUR_REQUEST");
  }
  return { request, isApplicant };
}

type Read = Awaited<ReturnType<typeof readAgreement>>;

/** The page's view: the signed record once signed, else the store's text while one applies. */
function viewOf({ request, isApplicant }: Read): ApplicationAgreement {
  const signed = request.signed_text !== null;
  const text = signed
    ? request.signed_text
    : needsSignature(request.status, request.store_text !== null)
      ? request.store_text
      : null;
  if (text === null) throw notFound("This request has no agreement to sign", "NO_AGREEMENT");
  return {
    application_id: request.id,
    status: request.status,
    pet: { id: request.pet_id, name: request.pet_name },
    store: { title: request.store_title },
    applicant: { name: request.name },
    text,
    hash: hashAgreement(text),
    signature: signed ? { full_name: request.full_name!, signed_at: request.signed_at! } : null,
    viewer: isApplicant ? "applicant" : "store",
    can_sign: isApplicant && !signed,
  };
}

/** GET /api/applications/{id}/agreement. */
export async function getApplicationAgreement(
  deps: Deps,
  user: SessionUser,
  applicationId: number,
): Promise<ApplicationAgreement> {
  return viewOf(await readAgreement(deps, user, applicationId));
}

/**
 * POST /api/applications/{id}/agreement: the applicant signs the text she was shown. The hash
 * she sends back must be the current text's, so a text the store changed meanwhile is never
 * signed unseen (409 AGREEMENT_CHANGED); the signature keeps that exact text.
 */
export async function signAgreement(
  deps: Deps,
  user: SessionUser,
  applicationId: number,
  { full_name, hash }: SignAgreementRequest,
  from: SignedFrom,
): Promise<ApplicationAgreement> {
  const alreadySigned = () =>
    conflict("You have already signed this agreement", "AGREEMENT_ALREADY_SIGNED");
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const read = await readAgreement({ db: trx }, user, applicationId);
      const { request } = read;
      if (!read.isApplicant) {
        throw forbidden("Only the applicant can sign the adoption agreement", "NOT_YOUR_REQUEST");
      }
      if (request.signed_text !== null) throw alreadySigned();
      if (request.status !== "Approved") {
        throw conflict(
          "The agreement can be signed once the store has approved the request",
          "REQUEST_NOT_APPROVED",
        );
      }
      if (request.store_text === null) {
        throw notFound("This request has no agreement to sign", "NO_AGREEMENT");
      }
      if (hashAgreement(request.store_text) !== hash) {
        throw conflict(
          "The store changed its agreement since you opened it. Read the new text and sign again.",
          "AGREEMENT_CHANGED",
        );
      }
      // A signature is the applicant's own name, as she gave it with her request.
      if (!isApplicantsName(full_name, request.name)) {
        throw badRequest(
          SIGN_MESSAGES.notApplicant,
          { fields: { full_name: SIGN_MESSAGES.notApplicant } },
          "SIGNATURE_NAME_MISMATCH",
        );
      }
      await trx
        .insertInto("agreement_signature")
        .values({
          application_id: request.id,
          full_name,
          text: request.store_text,
          text_hash: hash,
          signed_at: new Date().toISOString(),
          ip_address: from.ipAddress,
          user_agent: from.userAgent,
        })
        .execute();
    })
    .catch((error: unknown) => {
      // Two signatures sent at once: the primary key lets only the first in.
      throw isUniqueViolation(error) ? alreadySigned() : error;
    });
  return getApplicationAgreement(deps, user, applicationId);
}
