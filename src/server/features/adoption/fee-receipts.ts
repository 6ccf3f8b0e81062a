import type { FeeOutcome } from "../../../contract/fees";
import type { Config } from "../../config";
import type { FeePayment } from "../../db/schema";
import type { MailLanguage } from "../../mail/account-language";
import { greet, mailRupees, type Letters } from "../../mail/mail-language";
import { receiptFootnote, receiptLines, type PaymentFacts } from "../../mail/receipt-lines";
import { composeMail } from "../../mail/templates";
import { METHOD_NAMES, NEPALI_METHOD_NAMES } from "../donations";

/** Fee receipts have their own series (F-), apart from donations' (D-). */
export const feeReceiptNumber = (id: number) => `F-${String(id).padStart(6, "0")}`;

/** What the applicant's browser is told about a payment of her fee. */
export function feeOutcomeOf(payment: FeePayment, applicationId: number): FeeOutcome {
  return {
    id: payment.uuid,
    application_id: applicationId,
    status: payment.status,
    method: payment.method,
    amount: payment.amount,
    receipt:
      payment.status === "completed" && payment.completed_at
        ? { number: feeReceiptNumber(payment.id), completed_at: payment.completed_at }
        : null,
    refund:
      payment.duplicate_of === null
        ? null
        : {
            first_receipt: feeReceiptNumber(payment.duplicate_of),
            refunded_on: payment.refunded_on,
          },
  };
}

interface FeeReceipt extends PaymentFacts {
  /** The receipt of the payment that counts, when this one paid the fee a second time. */
  firstNumber: string | null;
  site: string;
  petName: string;
  storeTitle: string;
  contactEmail: string;
}

const RECEIPT: Letters<[FeeReceipt]> = {
  en: (r) => ({
    subject: r.firstNumber
      ? `Adoption fee for ${r.petName} paid twice: ${mailRupees("en", r.amount)} to be refunded (receipt ${r.number})`
      : `Adoption fee for ${r.petName} paid (receipt ${r.number})`,
    paragraphs: [
      r.firstNumber
        ? `You have paid the adoption fee for ${r.petName} twice: it was already paid (receipt ${r.firstNumber}). This payment of ${mailRupees("en", r.amount)} is not passed on to ${r.storeTitle}; ${r.site} owes it back to you and will refund it to the wallet you paid with.`
        : `Thank you: we have received the adoption fee of ${mailRupees("en", r.amount)} for ${r.petName}. ${r.site} collects it and passes it on to ${r.storeTitle}.`,
      ...receiptLines("en", r),
    ],
    footnote: receiptFootnote("en", r.contactEmail),
  }),
  ne: (r) => ({
    subject: r.firstNumber
      ? `${r.petName}को धर्मपुत्र शुल्क दुई पटक तिरियो: ${mailRupees("ne", r.amount)} फिर्ता हुनेछ (रसिद ${r.number})`
      : `${r.petName}को धर्मपुत्र शुल्क तिरियो (रसिद ${r.number})`,
    paragraphs: [
      r.firstNumber
        ? `तपाईंले ${r.petName}को धर्मपुत्र शुल्क दुई पटक तिर्नुभयो: यो पहिले नै तिरिएको थियो (रसिद ${r.firstNumber})। ${mailRupees("ne", r.amount)}को यो भुक्तानी ${r.storeTitle}लाई दिइँदैन; ${r.site}ले यो रकम तपाईंले तिर्नुभएकै वालेटमा फिर्ता गर्नेछ।`
        : `धन्यवाद: ${r.petName}को धर्मपुत्र शुल्क ${mailRupees("ne", r.amount)} हामीले पायौँ। ${r.site}ले यो रकम उठाएर ${r.storeTitle}लाई पुर्‍याउँछ।`,
      ...receiptLines("ne", r),
    ],
    footnote: receiptFootnote("ne", r.contactEmail),
  }),
};

/** The applicant's receipt, in her account's language; for a fee paid twice, that it is owed back. */
export function feeReceiptMail(
  config: Pick<Config, "site">,
  payment: FeePayment,
  to: { email: string; name: string; language: MailLanguage },
  petName: string,
) {
  const { subject, paragraphs, footnote } = RECEIPT[to.language]({
    firstNumber: payment.duplicate_of === null ? null : feeReceiptNumber(payment.duplicate_of),
    site: config.site.name,
    number: feeReceiptNumber(payment.id),
    amount: payment.amount,
    date: payment.completed_at ?? payment.updated_at,
    method: (to.language === "ne" ? NEPALI_METHOD_NAMES : METHOD_NAMES)[payment.method],
    reference: payment.reference,
    petName,
    storeTitle: payment.store_title,
    contactEmail: config.site.contactEmail,
  });
  return composeMail({
    to: to.email,
    subject,
    siteName: config.site.name,
    greeting: greet(to.language, to.name),
    paragraphs,
    footnote,
    language: to.language,
  });
}
