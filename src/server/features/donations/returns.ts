import {
  DONATION_REFUSALS,
  type DonationOutcome,
  type DonationReturn,
} from "../../../contract/donations";
import type { AppDeps } from "../../deps";
import type { MailLanguage } from "../../mail/account-language";
import type { Donation } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, badRequest } from "../../lib/errors";
import { findDonation } from "./donations";
import { checkEsewaStatus, readEsewaAnswer } from "./esewa";
import { lookupKhalti } from "./khalti";
import { METHOD_NAMES, outcomeOf, receiptMail } from "./receipts";

type Deps = Pick<AppDeps, "db" | "mail" | "config" | "log">;

/** The gateway's own answer, asked server to server with the amount from our record. */
type Verdict =
  | { state: "paid"; paisa: number; reference: string | null }
  | { state: "pending" }
  | { state: "unpaid" };

const ESEWA_UNPAID = ["NOT_FOUND", "CANCELED", "FULL_REFUND", "PARTIAL_REFUND"];
const ESEWA_PENDING = ["PENDING", "AMBIGUOUS"];
// Khalti: "Only the status with Completed must be treated as success."
const KHALTI_UNPAID = ["User canceled", "Expired", "Refunded", "Partially Refunded", "Failed"];

const REFUSALS = {
  tampered: {
    status: 400,
    message: "This payment answer has been altered, so it was not accepted.",
  },
  replayed: {
    status: 409,
    message: "This payment answer belongs to another donation, so it was not accepted.",
  },
  amountMismatch: {
    status: 409,
    message: "The amount paid is not the amount of this donation, so it was not accepted.",
  },
} as const;

/** A return that cannot be believed: refused, and logged for whoever looks after the money. */
function refuse(deps: Deps, donation: Donation, kind: keyof typeof REFUSALS, detail: string) {
  deps.log.warn("Donation return refused", {
    donation: donation.uuid,
    method: donation.method,
    reason: DONATION_REFUSALS[kind],
    detail,
  });
  const { status, message } = REFUSALS[kind];
  return new AppError(status, message, DONATION_REFUSALS[kind]);
}

async function askGateway(deps: Deps, donation: Donation): Promise<Verdict> {
  const { donations } = deps.config;
  if (donation.method === "esewa") {
    const esewa = donations.esewa;
    if (!esewa) throw gatewayGone(donation);
    const answer = await checkEsewaStatus(esewa, donation, deps.log);
    if (answer.status === "COMPLETE") {
      return { state: "paid", paisa: answer.paisa, reference: answer.refId };
    }
    if (ESEWA_UNPAID.includes(answer.status)) return { state: "unpaid" };
    if (!ESEWA_PENDING.includes(answer.status)) {
      deps.log.warn("eSewa answered with an unknown status", { status: answer.status });
    }
    return { state: "pending" };
  }
  const khalti = donations.khalti;
  if (!khalti) throw gatewayGone(donation);
  if (!donation.pidx) return { state: "unpaid" };
  const answer = await lookupKhalti(khalti, donation.pidx, deps.log);
  if (!answer) {
    deps.log.warn("Khalti does not know a payment it gave us", { donation: donation.uuid });
    return { state: "pending" };
  }
  if (answer.status === "Completed") {
    return { state: "paid", paisa: answer.paisa, reference: answer.transactionId };
  }
  return KHALTI_UNPAID.includes(answer.status) ? { state: "unpaid" } : { state: "pending" };
}

const gatewayGone = (donation: Donation) =>
  new AppError(
    503,
    `${METHOD_NAMES[donation.method]} is not set up on this site any more, so the donation cannot be checked.`,
    DONATION_REFUSALS.methodUnavailable,
  );

/**
 * Marks the donation completed and queues its receipt, in `language`, in one transaction. Only
 * the first of two confirmations at once changes the row, so a return visited twice records (and
 * mails) once.
 */
async function complete(
  deps: Deps,
  donation: Donation,
  reference: string | null,
  language: MailLanguage,
) {
  const now = new Date().toISOString();
  let isNew = false;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("donation")
        .set({ status: "completed", reference, completed_at: now, updated_at: now })
        .where("id", "=", donation.id)
        .where("status", "!=", "completed")
        .executeTakeFirst();
      isNew = Number(updated.numUpdatedRows) === 1;
      if (isNew && donation.email) {
        const completed = { ...donation, reference, completed_at: now, email: donation.email };
        await deps.mail.enqueue(receiptMail(deps.config, completed, language), trx);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw refuse(deps, donation, "replayed", `reference ${reference} is already recorded`);
    }
    throw error;
  }
  if (isNew) {
    deps.mail.kick();
    deps.log.info("Donation completed", {
      donation: donation.uuid,
      method: donation.method,
      amount: donation.amount,
    });
  }
  return findDonation(deps, donation.uuid);
}

/**
 * Asks the gateway about a donation and records what it says: completed only when it reports
 * the payment complete for exactly the amount on our record; cancelled when it says nothing
 * was paid. A completed donation is never undone here.
 */
export async function reconcileDonation(
  deps: Deps,
  donation: Donation,
  language: MailLanguage = "en",
): Promise<DonationOutcome> {
  const verdict = await askGateway(deps, donation);
  if (verdict.state === "paid") {
    if (verdict.paisa !== donation.amount * 100) {
      throw refuse(
        deps,
        donation,
        "amountMismatch",
        `gateway reports ${verdict.paisa} paisa, record says ${donation.amount * 100}`,
      );
    }
    return outcomeOf(await complete(deps, donation, verdict.reference, language));
  }
  if (verdict.state === "unpaid" && donation.status === "pending") {
    await deps.db
      .updateTable("donation")
      .set({ status: "cancelled", updated_at: new Date().toISOString() })
      .where("id", "=", donation.id)
      .where("status", "=", "pending")
      .execute();
  }
  return outcomeOf(await findDonation(deps, donation.uuid));
}

/**
 * POST /api/donations/{id}/confirm: the visitor is back from the gateway's success page.
 * eSewa's signed answer must be genuine and about this donation and amount; Khalti's pidx
 * must be the one Khalti gave us for it. Then the gateway is asked, as if nothing was said.
 */
export async function confirmDonation(
  deps: Deps,
  uuid: string,
  answer: DonationReturn,
  language: MailLanguage = "en",
): Promise<DonationOutcome> {
  const donation = await findDonation(deps, uuid);
  if ("data" in answer) {
    if (donation.method !== "esewa") {
      throw badRequest(
        `This donation is paid with ${METHOD_NAMES[donation.method]}, not eSewa`,
        undefined,
        "WRONG_DONATION_METHOD",
      );
    }
    const esewa = deps.config.donations.esewa;
    if (!esewa) throw gatewayGone(donation);
    const read = readEsewaAnswer(esewa, answer.data);
    if ("problem" in read) throw refuse(deps, donation, "tampered", read.problem);
    const paid = read.answer;
    if (paid.transactionUuid !== uuid || paid.productCode !== esewa.productCode) {
      throw refuse(deps, donation, "replayed", `answer is for ${paid.transactionUuid}`);
    }
    if (paid.paisa !== donation.amount * 100) {
      throw refuse(deps, donation, "amountMismatch", `answer says ${paid.paisa} paisa`);
    }
  } else {
    if (donation.method !== "khalti") {
      throw badRequest(
        `This donation is paid with ${METHOD_NAMES[donation.method]}, not Khalti`,
        undefined,
        "WRONG_DONATION_METHOD",
      );
    }
    if (answer.pidx !== donation.pidx) {
      throw refuse(deps, donation, "replayed", `pidx ${answer.pidx} is not this donation's`);
    }
  }
  // The same genuine answer again (a reload, the back button): the receipt, recorded once.
  if (donation.status === "completed") return outcomeOf(donation);
  return reconcileDonation(deps, donation, language);
}

/** POST /api/donations/{id}/check: back from the failure page, or a pending one looked at again. */
export async function checkDonation(deps: Deps, uuid: string, language: MailLanguage = "en") {
  const donation = await findDonation(deps, uuid);
  if (donation.status === "completed") return outcomeOf(donation);
  return reconcileDonation(deps, donation, language);
}
