import { z } from "zod";
import { CreatedDonation, DonationMethod, DonationStatus } from "./donations";
import { singleLine } from "./text";

/** Adoption fees: paid online by the applicant, recorded apart from donations (docs/product.md#adoption-fee). */

/** POST /api/applications/{id}/fee: which wallet the applicant pays with. */
export const FeeCheckoutRequest = z.object({ method: DonationMethod });
export type FeeCheckoutRequest = z.infer<typeof FeeCheckoutRequest>;

/** The same answer as POST /api/donations: the payment's id, amount, wallet and checkout. */
export const FeeCheckout = CreatedDonation;
export type FeeCheckout = z.infer<typeof FeeCheckout>;

/** What the applicant sees after the gateway: the payment's state and, once paid, its receipt. */
export const FeeOutcome = z.object({
  id: z.string(),
  application_id: z.number().int(),
  status: DonationStatus,
  method: DonationMethod,
  amount: z.number().int(),
  receipt: z.object({ number: z.string(), completed_at: z.string() }).nullable(),
});
export type FeeOutcome = z.infer<typeof FeeOutcome>;

/**
 * A request's fee in both request lists: null when its pet has no fee and none was paid. The
 * amount is what was paid, or else the pet's fee now; `can_pay` is true for the applicant's
 * approved (and, where an agreement applies, signed) request until it is paid.
 */
export const FeeState = z
  .object({
    amount: z.number().int(),
    paid: z.boolean(),
    paid_at: z.string().nullable(),
    can_pay: z.boolean(),
  })
  .nullable();
export type FeeState = z.infer<typeof FeeState>;

const Sum = z.object({ count: z.number().int(), amount: z.number().int() });

/** One store's line in the admin's ledger; `vendor_id` is null for stores since removed. */
export const FeeLedgerLine = z.object({
  vendor_id: z.number().int().nullable(),
  title: z.string(),
  received: Sum,
  paid_out: Sum,
  /** Received and not yet passed on. */
  balance: z.number().int(),
});
export type FeeLedgerLine = z.infer<typeof FeeLedgerLine>;

export const FeePayout = z.object({
  id: z.number().int(),
  vendor_id: z.number().int().nullable(),
  store_title: z.string(),
  amount: z.number().int(),
  paid_on: z.string().meta({ example: "2026-11-20" }),
  reference: z.string(),
  created_at: z.string(),
});
export type FeePayout = z.infer<typeof FeePayout>;

/** GET /api/admin/fees: per store, the fees received and passed on; the payouts, newest first. */
export const FeeLedger = z.object({
  stores: z.array(FeeLedgerLine),
  total: z.object({
    received: z.number().int(),
    paid_out: z.number().int(),
    balance: z.number().int(),
  }),
  payouts: z.array(FeePayout),
});
export type FeeLedger = z.infer<typeof FeeLedger>;

export const PAYOUT_REFERENCE_LIMIT = 100;

/** A calendar day as YYYY-MM-DD that exists (no 31 November). */
const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** POST /api/admin/fees/payouts: money passed on to a store, as the admin paid it. */
export const NewFeePayout = z.object({
  vendor_id: z.number({ error: "Choose a store" }).int("Choose a store").positive("Choose a store"),
  amount: z
    .number({ error: "Enter an amount in rupees" })
    .int("Enter a whole number of rupees")
    .min(1, "Enter an amount in rupees")
    .max(100_000_000, "That amount is too large"),
  paid_on: z
    .string({ error: "Enter the day it was paid" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the day as YYYY-MM-DD")
    .refine(isCalendarDay, "Enter a day that exists"),
  reference: singleLine(
    z
      .string({ error: "Enter a reference" })
      .trim()
      .min(1, "Enter a reference, such as the bank transfer's number")
      .max(PAYOUT_REFERENCE_LIMIT, `At most ${PAYOUT_REFERENCE_LIMIT} characters, please`),
    "Reference",
  ),
});
export type NewFeePayout = z.infer<typeof NewFeePayout>;
