import type { MailLanguage } from "./account-language";
import { mailDateTime, mailRupees } from "./mail-language";

/** What every receipt (a donation's, an adoption fee's) shows of its payment. */
export interface PaymentFacts {
  number: string;
  amount: number;
  date: string;
  /** The wallet's name, in the reader's language. */
  method: string;
  reference: string | null;
}

/** A receipt's number, amount, date and wallet, one line each, in the reader's language. */
export function receiptLines(language: MailLanguage, r: PaymentFacts): string[] {
  if (language === "ne") {
    return [
      `रसिद नम्बर: ${r.number}`,
      `रकम: ${mailRupees("ne", r.amount)}`,
      `मिति: ${mailDateTime("ne", r.date)} (नेपाल समय)`,
      `भुक्तानी: ${r.method}${r.reference ? `, कारोबार ${r.reference}` : ""}`,
    ];
  }
  return [
    `Receipt number: ${r.number}`,
    `Amount: ${mailRupees("en", r.amount)}`,
    `Date: ${mailDateTime("en", r.date)} (Nepal time)`,
    `Paid with: ${r.method}${r.reference ? `, transaction ${r.reference}` : ""}`,
  ];
}

/** Every receipt's last words: keep it, and where to ask. */
export const receiptFootnote = (language: MailLanguage, contactEmail: string) =>
  language === "ne"
    ? `यो इमेल आफ्नो रसिदका रूपमा राख्नुहोस्। केही सोध्नु छ भने ${contactEmail}मा लेख्नुहोस्।`
    : `Keep this e-mail as your receipt. Questions? Write to ${contactEmail}.`;
