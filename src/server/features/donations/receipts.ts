import type { DonationOutcome } from "../../../contract/donations";
import type { Config } from "../../config";
import type { Donation } from "../../db/schema";
import { composeMail } from "../../mail/templates";

export const METHOD_NAMES = { esewa: "eSewa", khalti: "Khalti" } as const;

/** Receipts are numbered from the donation's row id: short, unique and never reused. */
export const receiptNumber = (id: number) => `D-${String(id).padStart(6, "0")}`;

const rupees = (amount: number) => `Rs ${amount.toLocaleString("en-IN")}`;

// The shelter is in Nepal: dates on receipts are Nepal time whatever the server's zone.
const nepalTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Asia/Kathmandu",
});

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

/** The e-mailed receipt: everything a donor needs to show what they gave, and when. */
export function receiptMail(config: Pick<Config, "site">, donation: Donation & { email: string }) {
  const siteName = config.site.name;
  const method = METHOD_NAMES[donation.method];
  const firstName = donation.name?.split(" ")[0];
  return composeMail({
    to: donation.email,
    subject: `Thank you for your donation to ${siteName} (receipt ${receiptNumber(donation.id)})`,
    siteName,
    greeting: `Namaste ${firstName || "friend"},`,
    paragraphs: [
      `Thank you for your gift of ${rupees(donation.amount)}. It goes straight to food, vaccines and vet care for the animals waiting for a home.`,
      `Receipt number: ${receiptNumber(donation.id)}`,
      `Amount: ${rupees(donation.amount)}`,
      `Date: ${nepalTime.format(new Date(donation.completed_at ?? donation.updated_at))} (Nepal time)`,
      `Paid with: ${method}${donation.reference ? `, transaction ${donation.reference}` : ""}`,
      ...(donation.message ? [`Your message to us: “${donation.message}”`] : []),
    ],
    footnote: `Keep this e-mail as your receipt. Questions? Write to ${config.site.contactEmail}.`,
  });
}
