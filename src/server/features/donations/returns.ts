import type { DonationOutcome, DonationReturn } from "../../../contract/donations";
import type { AppDeps } from "../../deps";
import type { MailLanguage } from "../../mail/account-language";
import type { Donation } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { findDonation } from "./donations";
import { askGateway, checkReturn, refusePayment } from "./gateway-checks";
import { outcomeOf, receiptMail } from "./receipts";

type Deps = Pick<AppDeps, "db" | "mail" | "config" | "log">;

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
      throw refusePayment(deps, donation, "replayed", `reference ${reference} is already recorded`);
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
      throw refusePayment(
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
  checkReturn(deps, donation, answer);
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
