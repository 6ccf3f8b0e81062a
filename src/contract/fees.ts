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
  /**
   * Set when the fee was already paid by another payment (`first_receipt`): this one is owed back
   * to her, and `refunded_on` is the day the admin recorded its refund.
   */
  refund: z.object({ first_receipt: z.string(), refunded_on: z.string().nullable() }).nullable(),
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
    /** Rupees paid more than once: still owed back, and refunded; null when paid once. */
    refund: z.object({ owed: z.number().int(), refunded: z.number().int() }).nullable(),
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

/** A payment of a fee already paid: the applicant's money, owed back until its refund is recorded. */
export const FeeRefund = z.object({
  /** The payment's id, for recording its refund. */
  id: z.number().int(),
  receipt: z.string(),
  /** The receipt of the payment that counts. */
  first_receipt: z.string(),
  vendor_id: z.number().int().nullable(),
  store_title: z.string(),
  method: DonationMethod,
  amount: z.number().int(),
  /** The gateway's transaction, to refund through its merchant panel. */
  reference: z.string().nullable(),
  completed_at: z.string(),
  refunded_on: z.string().nullable(),
  refund_reference: z.string().nullable(),
});
export type FeeRefund = z.infer<typeof FeeRefund>;

/**
 * GET /api/admin/fees: per store, the fees received and passed on; the payouts, newest first;
 * the fees paid twice, those still owed first.
 */
export const FeeLedger = z.object({
  stores: z.array(FeeLedgerLine),
  total: z.object({
    received: z.number().int(),
    paid_out: z.number().int(),
    balance: z.number().int(),
    /** Paid twice and not yet refunded: never the stores' money. */
    refunds_owed: z.number().int(),
  }),
  payouts: z.array(FeePayout),
  refunds: z.array(FeeRefund),
});
export type FeeLedger = z.infer<typeof FeeLedger>;

export const PAYOUT_REFERENCE_LIMIT = 100;

/** A calendar day as YYYY-MM-DD that exists (no 31 November). */
const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const day = (missing: string) =>
  z
    .string({ error: missing })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the day as YYYY-MM-DD")
    .refine(isCalendarDay, "Enter a day that exists");

const reference = (hint: string) =>
  singleLine(
    z
      .string({ error: "Enter a reference" })
      .trim()
      .min(1, hint)
      .max(PAYOUT_REFERENCE_LIMIT, `At most ${PAYOUT_REFERENCE_LIMIT} characters, please`),
    "Reference",
  );

/** POST /api/admin/fees/payouts: money passed on to a store, as the admin paid it. */
export const NewFeePayout = z.object({
  vendor_id: z.number({ error: "Choose a store" }).int("Choose a store").positive("Choose a store"),
  amount: z
    .number({ error: "Enter an amount in rupees" })
    .int("Enter a whole number of rupees")
    .min(1, "Enter an amount in rupees")
    .max(100_000_000, "That amount is too large"),
  paid_on: day("Enter the day it was paid"),
  reference: reference("Enter a reference, such as the bank transfer's number"),
});
export type NewFeePayout = z.infer<typeof NewFeePayout>;

/** POST /api/admin/fees/refunds/{id}: a paid-twice payment given back, as the admin did it. */
export const NewFeeRefund = z.object({
  refunded_on: day("Enter the day it was refunded"),
  reference: reference("Enter a reference, such as the gateway's refund number"),
});
export type NewFeeRefund = z.infer<typeof NewFeeRefund>;

export const FeeRefundParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "The payment id must be a number")
    .transform(Number)
    .pipe(z.number().int().min(1, "The payment id must be a number").max(2_147_483_647)),
});
