import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import {
  DONATION_REFUSALS,
  type DonationMethod,
  type DonationReturn,
} from "../../../contract/donations";
import type { FeeCheckout, FeeOutcome } from "../../../contract/fees";
import type { SessionUser } from "../../auth/session";
import type { DB, FeePayment } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { asMailLanguage } from "../../mail/account-language";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, conflict, forbidden, notFound } from "../../lib/errors";
import {
  askGateway,
  checkReturn,
  esewaCheckout,
  initiateKhalti,
  METHOD_NAMES,
  refusePayment,
} from "../donations";
import { needsSignature } from "./agreement-rules";
import { textPerson } from "../../sms/text-person";
import { feeOutcomeOf, feeReceiptMail } from "./fee-receipts";
import { feeReceiptText } from "./fee-texts";

type Deps = Pick<AppDeps, "db" | "dialect" | "mail" | "config" | "log">;

/** Where the gateway sends the applicant back: her request's fee page, which asks the API. */
const returnUrls = (publicUrl: string, applicationId: number, uuid: string) => ({
  success: `${publicUrl}/applications/${applicationId}/fee/return/${uuid}`,
  failure: `${publicUrl}/applications/${applicationId}/fee/cancelled/${uuid}`,
});

/** The applicant's own request with what its fee depends on; 404 or 403 for anyone else's. */
async function findOwnRequest({ db }: Pick<AppDeps, "db">, user: SessionUser, id: number) {
  const request = await db
    .selectFrom("application")
    .innerJoin("pet", "pet.id", "application.pet_id")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .innerJoin("user as applicant", "applicant.id", "application.user_id")
    .leftJoin("store_agreement", "store_agreement.vendor_id", "pet.vendor_id")
    .leftJoin("agreement_signature", "agreement_signature.application_id", "application.id")
    .select((eb) => [
      "application.id",
      "application.user_id",
      "application.status",
      "pet.name as pet_name",
      "pet.fee",
      "vendor.id as vendor_id",
      "vendor.title as store_title",
      "applicant.email as applicant_email",
      "applicant.name as applicant_name",
      "applicant.language as applicant_language",
      "store_agreement.vendor_id as agreement_store",
      "agreement_signature.signed_at",
      eb
        .exists(
          eb
            .selectFrom("fee_payment")
            .select("fee_payment.id")
            .whereRef("fee_payment.application_id", "=", "application.id")
            .where("fee_payment.status", "=", "completed"),
        )
        .as("is_paid"),
    ])
    .where("application.id", "=", id)
    .executeTakeFirst();
  if (!request) throw notFound("There is no such adoption request", "REQUEST_NOT_FOUND");
  if (request.user_id !== user.id)
    throw forbidden("This adoption request is not yours", "NOT_YOUR_REQUEST");
  return request;
}

/**
 * POST /api/applications/{id}/fee: a pending payment of the pet's fee as it is now, and what the
 * browser needs to pay it at the gateway. Only the applicant, once the request is Approved and
 * signed where an agreement applies (docs/product.md#adoption-fee), and only while unpaid.
 */
export async function startFeePayment(
  deps: Deps,
  user: SessionUser,
  applicationId: number,
  method: DonationMethod,
): Promise<FeeCheckout> {
  const { config, db, log } = deps;
  const request = await findOwnRequest(deps, user, applicationId);
  // SQLite answers 0/1, PostgreSQL true/false.
  if (request.is_paid) throw conflict("The adoption fee is already paid", "FEE_ALREADY_PAID");
  if (request.status !== "Approved") {
    throw conflict("The fee is paid once the store approves the request", "REQUEST_NOT_APPROVED");
  }
  if (needsSignature(request.status, request.agreement_store !== null) && !request.signed_at) {
    throw conflict("Please sign the adoption agreement first", "AGREEMENT_NOT_SIGNED");
  }
  if (request.fee <= 0) throw conflict("This pet has no adoption fee", "NO_FEE");
  const gateway = config.donations[method];
  if (!gateway) {
    throw new AppError(
      400,
      `${METHOD_NAMES[method]} payments are not available.`,
      DONATION_REFUSALS.methodUnavailable,
    );
  }
  const now = new Date().toISOString();
  // One payment in progress per request: starting another (she switched wallets) cancels the
  // one before, which still counts, or is owed back, if its gateway later says it was paid.
  const payment = await db.transaction().execute(async (trx) => {
    await lockRequest(deps, trx, request.id);
    await trx
      .updateTable("fee_payment")
      .set({ status: "cancelled", updated_at: now })
      .where("application_id", "=", request.id)
      .where("status", "=", "pending")
      .execute();
    return trx
      .insertInto("fee_payment")
      .values({
        uuid: randomUUID(),
        application_id: request.id,
        vendor_id: request.vendor_id,
        store_title: request.store_title,
        method,
        amount: request.fee,
        created_at: now,
        updated_at: now,
      })
      .returning(["id", "uuid", "amount"])
      .executeTakeFirstOrThrow();
  });
  const urls = returnUrls(config.publicUrl, request.id, payment.uuid);
  if (method === "esewa") {
    const checkout = esewaCheckout(config.donations.esewa!, payment, urls);
    return { id: payment.uuid, amount: payment.amount, method, checkout };
  }
  let started: Awaited<ReturnType<typeof initiateKhalti>>;
  try {
    started = await initiateKhalti(
      config.donations.khalti!,
      { ...payment, purpose: `Adoption fee for ${request.pet_name}` },
      { website: config.publicUrl, return: urls.success },
      log,
    );
  } catch (error) {
    // Khalti never saw it, so nobody can pay it: no record to keep.
    await db.deleteFrom("fee_payment").where("id", "=", payment.id).execute();
    throw error;
  }
  await db
    .updateTable("fee_payment")
    .set({ pidx: started.pidx, updated_at: new Date().toISOString() })
    .where("id", "=", payment.id)
    .execute();
  return {
    id: payment.uuid,
    amount: payment.amount,
    method,
    checkout: { kind: "redirect", url: started.paymentUrl },
  };
}

type OwnRequest = Awaited<ReturnType<typeof findOwnRequest>>;

/**
 * Two starts, or two confirmations, of one request's fee wait for each other: PostgreSQL locks
 * the request's row until the transaction ends; SQLite runs one write transaction at a time.
 */
async function lockRequest(deps: Pick<Deps, "dialect">, trx: Kysely<DB>, applicationId: number) {
  if (deps.dialect !== "postgres") return;
  await trx
    .selectFrom("application")
    .select("id")
    .where("id", "=", applicationId)
    .forUpdate()
    .execute();
}

async function findPayment({ db }: Pick<AppDeps, "db">, applicationId: number, uuid: string) {
  const payment = await db
    .selectFrom("fee_payment")
    .selectAll()
    .where("uuid", "=", uuid)
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  if (!payment) throw notFound("There is no such fee payment", "FEE_PAYMENT_NOT_FOUND");
  return payment;
}

/**
 * Marks the payment completed and queues the receipt in one transaction; of two confirmations
 * at once only the first changes the row, so the request is marked paid, and mailed, once.
 * When another payment of the request already counts, this one is paid twice: completed, since
 * the gateway took the money, but pointing to that one and owed back to the applicant.
 */
async function complete(
  deps: Deps,
  request: OwnRequest,
  payment: FeePayment,
  reference: string | null,
) {
  const now = new Date().toISOString();
  let isNew = false;
  let duplicateOf: number | null = null;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockRequest(deps, trx, request.id);
      const counted = await trx
        .selectFrom("fee_payment")
        .select("id")
        .where("application_id", "=", request.id)
        .where("status", "=", "completed")
        .where("duplicate_of", "is", null)
        .where("id", "!=", payment.id)
        .executeTakeFirst();
      duplicateOf = counted?.id ?? null;
      const updated = await trx
        .updateTable("fee_payment")
        .set({
          status: "completed",
          reference,
          completed_at: now,
          updated_at: now,
          duplicate_of: duplicateOf,
        })
        .where("id", "=", payment.id)
        .where("status", "!=", "completed")
        .executeTakeFirst();
      isNew = Number(updated.numUpdatedRows) === 1;
      if (isNew) {
        const completed = {
          ...payment,
          status: "completed" as const,
          reference,
          completed_at: now,
          duplicate_of: duplicateOf,
        };
        const to = {
          email: request.applicant_email,
          name: request.applicant_name,
          language: asMailLanguage(request.applicant_language),
        };
        await deps.mail.enqueue(feeReceiptMail(deps.config, completed, to, request.pet_name), trx);
        // A phone account's receipt comes by SMS: the mail above goes only to a proved address.
        await textPerson(deps.mail, trx, request.user_id, (language) =>
          feeReceiptText(deps.config, completed, request.id, request.pet_name, language),
        );
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw refusePayment(deps, payment, "replayed", `reference ${reference} is recorded`, "fee");
    }
    throw error;
  }
  if (isNew) {
    deps.mail.kick();
    const facts = { application: request.id, method: payment.method, amount: payment.amount };
    if (duplicateOf === null) deps.log.info("Adoption fee paid", facts);
    else deps.log.warn("Adoption fee paid twice: refund owed", { ...facts, first: duplicateOf });
  }
}

/**
 * Asks the gateway about a payment and records what it says: completed only for exactly the
 * amount on our record; cancelled when it says nothing was paid. Never undoes a completion.
 */
async function reconcile(deps: Deps, request: OwnRequest, payment: FeePayment) {
  const verdict = await askGateway(deps, payment, "fee");
  if (verdict.state === "paid") {
    if (verdict.paisa !== payment.amount * 100) {
      throw refusePayment(
        deps,
        payment,
        "amountMismatch",
        `gateway reports ${verdict.paisa} paisa, record says ${payment.amount * 100}`,
        "fee",
      );
    }
    await complete(deps, request, payment, verdict.reference);
  } else if (verdict.state === "unpaid" && payment.status === "pending") {
    await deps.db
      .updateTable("fee_payment")
      .set({ status: "cancelled", updated_at: new Date().toISOString() })
      .where("id", "=", payment.id)
      .where("status", "=", "pending")
      .execute();
  }
  return feeOutcomeOf(await findPayment(deps, request.id, payment.uuid), request.id);
}

/**
 * POST /api/applications/{id}/fee/{payment}/confirm: back from the gateway's success page. The
 * answer is checked exactly as a donation's, then the gateway is asked.
 */
export async function confirmFeePayment(
  deps: Deps,
  user: SessionUser,
  applicationId: number,
  uuid: string,
  answer: DonationReturn,
): Promise<FeeOutcome> {
  const request = await findOwnRequest(deps, user, applicationId);
  const payment = await findPayment(deps, applicationId, uuid);
  checkReturn(deps, payment, answer, "fee");
  // The same genuine answer again (a reload, the back button): recorded once.
  if (payment.status === "completed") return feeOutcomeOf(payment, applicationId);
  return reconcile(deps, request, payment);
}

/** POST /api/applications/{id}/fee/{payment}/check: back from the failure page, or asked again. */
export async function checkFeePayment(
  deps: Deps,
  user: SessionUser,
  applicationId: number,
  uuid: string,
): Promise<FeeOutcome> {
  const request = await findOwnRequest(deps, user, applicationId);
  const payment = await findPayment(deps, applicationId, uuid);
  if (payment.status === "completed") return feeOutcomeOf(payment, applicationId);
  return reconcile(deps, request, payment);
}
