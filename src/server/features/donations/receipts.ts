import type { DonationOutcome } from "../../../contract/donations";
import type { Config } from "../../config";
import type { Donation } from "../../db/schema";
import type { MailLanguage } from "../../mail/account-language";
import { greet, mailRupees, type Letters } from "../../mail/mail-language";
import { receiptFootnote, receiptLines, type PaymentFacts } from "../../mail/receipt-lines";
import { composeMail, unlinked } from "../../mail/templates";

export const METHOD_NAMES = { esewa: "eSewa", khalti: "Khalti" } as const;
/** The wallets' names in Nepali text, written as the web writes them (docs/product.md#glossary). */
export const NEPALI_METHOD_NAMES = { esewa: "इसेवा", khalti: "खल्ती" } as const;

/** Receipts are numbered from the donation's row id: short, unique and never reused. */
export const receiptNumber = (id: number) => `D-${String(id).padStart(6, "0")}`;

/** What the donor's browser is told about their donation (the id is theirs alone to know). */
export function outcomeOf(donation: Donation): DonationOutcome {
  const isCompleted = donation.status === "completed";
  return {
    id: donation.uuid,
    status: donation.status,
    method: donation.method,
    amount: donation.amount,
    name: donation.name,
    created_at: donation.created_at,
    receipt:
      isCompleted && donation.completed_at
        ? { number: receiptNumber(donation.id), completed_at: donation.completed_at }
        : null,
    emailed: isCompleted && Boolean(donation.email),
  };
}

interface Receipt extends PaymentFacts {
  site: string;
  message: string | null;
  contactEmail: string;
}

const RECEIPT: Letters<[Receipt]> = {
  en: (r) => ({
    subject: `Thank you for your donation to ${r.site} (receipt ${r.number})`,
    paragraphs: [
      `Thank you for your gift of ${mailRupees("en", r.amount)}. It goes straight to food, vaccines and vet care for the animals waiting for a home.`,
      ...receiptLines("en", r),
      ...(r.message ? [`Your message to us: “${r.message}”`] : []),
    ],
    footnote: receiptFootnote("en", r.contactEmail),
  }),
  ne: (r) => ({
    subject: `${r.site}लाई दान दिनुभएकोमा धन्यवाद (रसिद ${r.number})`,
    paragraphs: [
      `तपाईंले दिनुभएको ${mailRupees("ne", r.amount)} दानका लागि धन्यवाद। यो सिधै घर पर्खिरहेका जनावरहरूको खाना, खोप र उपचारमा जान्छ।`,
      ...receiptLines("ne", r),
      ...(r.message ? [`हामीलाई तपाईंको सन्देश: “${r.message}”`] : []),
    ],
    footnote: receiptFootnote("ne", r.contactEmail),
  }),
};

/**
 * The e-mailed receipt: everything a donor needs to show what they gave, and when. A donor may
 * have no account, so it is written in the language of the page that completed the donation, and
 * goes to the address she typed, verified by nobody: each costs a payment through a gateway, and
 * her own words in it are `unlinked` (SECURITY.md#mail).
 */
export function receiptMail(
  config: Pick<Config, "site">,
  donation: Donation & { email: string },
  language: MailLanguage = "en",
) {
  const { subject, paragraphs, footnote } = RECEIPT[language]({
    site: config.site.name,
    number: receiptNumber(donation.id),
    amount: donation.amount,
    date: donation.completed_at ?? donation.updated_at,
    method: (language === "ne" ? NEPALI_METHOD_NAMES : METHOD_NAMES)[donation.method],
    reference: donation.reference,
    message: donation.message && unlinked(donation.message),
    contactEmail: config.site.contactEmail,
  });
  const receipt = composeMail({
    to: donation.email,
    subject,
    siteName: config.site.name,
    greeting: greet(
      language,
      donation.name && unlinked(donation.name),
      language === "ne" ? "साथी" : "friend",
    ),
    paragraphs,
    footnote,
    language,
  });
  return { ...receipt, audience: "donor" as const };
}
