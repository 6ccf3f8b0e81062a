import type { FeeOutcome } from "../../../contract/fees";
import type { Config } from "../../config";
import type { FeePayment } from "../../db/schema";
import type { MailLanguage } from "../../mail/account-language";
import { greet, mailDateTime, mailRupees, type Letters } from "../../mail/mail-language";
import { composeMail } from "../../mail/templates";
import { METHOD_NAMES } from "../donations";

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
  };
}

interface FeeReceipt {
  site: string;
  number: string;
  amount: number;
  date: string;
  method: string;
  reference: string | null;
  petName: string;
  storeTitle: string;
  contactEmail: string;
}

const RECEIPT: Letters<[FeeReceipt]> = {
  en: (r) => ({
    subject: `Adoption fee for ${r.petName} paid (receipt ${r.number})`,
    paragraphs: [
      `Thank you: we have received the adoption fee of ${mailRupees("en", r.amount)} for ${r.petName}. ${r.site} collects it and passes it on to ${r.storeTitle}.`,
      `Receipt number: ${r.number}`,
      `Amount: ${mailRupees("en", r.amount)}`,
      `Date: ${mailDateTime("en", r.date)} (Nepal time)`,
      `Paid with: ${r.method}${r.reference ? `, transaction ${r.reference}` : ""}`,
    ],
    footnote: `Keep this e-mail as your receipt. Questions? Write to ${r.contactEmail}.`,
  }),
  ne: (r) => ({
    subject: `${r.petName} को धर्मपुत्र शुल्क तिरियो (रसिद ${r.number})`,
    paragraphs: [
      `धन्यवाद: ${r.petName} को धर्मपुत्र शुल्क ${mailRupees("ne", r.amount)} हामीले पायौँ। ${r.site} ले यो रकम उठाएर ${r.storeTitle} लाई पुर्‍याउँछ।`,
      `रसिद नम्बर: ${r.number}`,
      `रकम: ${mailRupees("ne", r.amount)}`,
      `मिति: ${mailDateTime("ne", r.date)} (नेपाल समय)`,
      `भुक्तानी: ${r.method}${r.reference ? `, कारोबार ${r.reference}` : ""}`,
    ],
    footnote: `यो इमेल आफ्नो रसिदका रूपमा राख्नुहोस्। केही सोध्नु छ भने ${r.contactEmail} मा लेख्नुहोस्।`,
  }),
};

/** The applicant's receipt, in her account's language. */
export function feeReceiptMail(
  config: Pick<Config, "site">,
  payment: FeePayment,
  to: { email: string; name: string; language: MailLanguage },
  petName: string,
) {
  const { subject, paragraphs, footnote } = RECEIPT[to.language]({
    site: config.site.name,
    number: feeReceiptNumber(payment.id),
    amount: payment.amount,
    date: payment.completed_at ?? payment.updated_at,
    method: METHOD_NAMES[payment.method],
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
