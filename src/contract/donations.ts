import { z } from "zod";
import { multiLine, singleLine, typedText } from "./text";

/** The wallets a donation can be paid with online (the card stays browser-only). */
export const DONATION_METHODS = ["esewa", "khalti"] as const;
export const DonationMethod = z.enum(DONATION_METHODS, { error: "Choose eSewa or Khalti" });
export type DonationMethod = z.infer<typeof DonationMethod>;

/** pending until the gateway itself confirms the payment; cancelled when it says nothing was paid. */
export const DONATION_STATUSES = ["pending", "completed", "cancelled"] as const;
export const DonationStatus = z.enum(DONATION_STATUSES);
export type DonationStatus = z.infer<typeof DonationStatus>;

/** Rupees. Khalti refuses less than Rs 10; larger gifts than the maximum go by bank transfer. */
export const MIN_DONATION = 10;
export const MAX_DONATION = 100_000;
export const PRESET_AMOUNTS = [500, 1000, 2500, 5000] as const;
export const MAX_DONOR_NAME = 80;
export const MAX_DONOR_MESSAGE = 500;

const text = (max: number, label: string) =>
  typedText().trim().max(max, `${label} can be at most ${max} characters`);

/** An optional text field: blank is the same as not given. */
const optional = (field: z.ZodString) => field.transform((value) => value || undefined).optional();

/** POST /api/donations */
export const NewDonation = z.object({
  amount: z
    .number({ error: "Enter an amount in rupees" })
    .int("Enter a whole number of rupees")
    .min(MIN_DONATION, `The smallest donation is Rs ${MIN_DONATION}`)
    .max(MAX_DONATION, `Online donations are at most Rs ${MAX_DONATION.toLocaleString("en-IN")}`),
  method: DonationMethod,
  name: optional(singleLine(text(MAX_DONOR_NAME, "Your name"), "Your name")),
  email: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.email("Enter a valid e-mail address, or leave it empty").optional())
    .optional(),
  message: optional(multiLine(text(MAX_DONOR_MESSAGE, "The message"), "The message")),
  anonymous: z.boolean().default(false),
});
export type NewDonation = z.input<typeof NewDonation>;

/** What the browser does next: post a signed form (eSewa) or go to a payment page (Khalti). */
export const Checkout = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("form"),
    action: z.string(),
    fields: z.record(z.string(), z.string()),
  }),
  z.object({ kind: z.literal("redirect"), url: z.string() }),
]);
export type Checkout = z.infer<typeof Checkout>;

export const CreatedDonation = z.object({
  id: z.string(),
  amount: z.number().int(),
  method: DonationMethod,
  checkout: Checkout,
});
export type CreatedDonation = z.infer<typeof CreatedDonation>;

/** A donation is named by its random UUID (eSewa's transaction_uuid, Khalti's purchase_order_id). */
export const DonationIdParam = z.object({ id: z.uuid("Not a donation reference") });

/** The gateway's answer as the return page received it: eSewa's base64 `data`, or Khalti's `pidx`. */
export const DonationReturn = z.union([
  z.object({ data: z.string().min(1, "The payment answer is empty").max(4000) }),
  z.object({ pidx: z.string().min(1, "The payment reference is empty").max(100) }),
]);
export type DonationReturn = z.infer<typeof DonationReturn>;

/** What the donor sees after the gateway: the state of their donation and, once paid, the receipt. */
export const DonationOutcome = z.object({
  id: z.string(),
  status: DonationStatus,
  method: DonationMethod,
  amount: z.number().int(),
  name: z.string().nullable(),
  created_at: z.string(),
  receipt: z.object({ number: z.string(), completed_at: z.string() }).nullable(),
  /** A receipt went (or is going) to the e-mail address the donor gave. */
  emailed: z.boolean(),
});
export type DonationOutcome = z.infer<typeof DonationOutcome>;

/** The refusals a return page can meet, so the browser can word them in the reader's language. */
export const DONATION_REFUSALS = {
  tampered: "RETURN_TAMPERED",
  replayed: "RETURN_REPLAYED",
  amountMismatch: "AMOUNT_MISMATCH",
  gatewayUnavailable: "GATEWAY_UNAVAILABLE",
  methodUnavailable: "METHOD_UNAVAILABLE",
} as const;

/** GET /api/donations/recent: the donation page's thank-you wall; anonymous donors are nameless. */
export const RecentDonation = z.object({
  name: z.string().nullable(),
  amount: z.number().int(),
  method: DonationMethod,
  completed_at: z.string(),
});
export const RecentDonationList = z.array(RecentDonation);
export type RecentDonation = z.infer<typeof RecentDonation>;

export const ADMIN_DONATIONS_PAGE_SIZE = 25;

/** GET /api/admin/donations and its CSV export take the same filters. */
export const AdminDonationsQuery = z.object({
  status: DonationStatus.optional(),
  method: DonationMethod.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_DONATIONS_PAGE_SIZE),
});
export type AdminDonationsQuery = z.input<typeof AdminDonationsQuery>;

export const AdminDonation = z.object({
  id: z.string(),
  receipt_number: z.string().nullable(),
  status: DonationStatus,
  method: DonationMethod,
  amount: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  anonymous: z.boolean(),
  /** The gateway's own transaction code (eSewa) or transaction id (Khalti), once paid. */
  reference: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type AdminDonation = z.infer<typeof AdminDonation>;
export const AdminDonationList = z.array(AdminDonation);

const Total = z.object({ count: z.number().int(), amount: z.number().int() });
export type DonationTotal = z.infer<typeof Total>;

/** Completed donations only, counted per calendar month in Nepal time. */
export const DonationSummary = z.object({
  total: Total,
  by_method: z.object({ esewa: Total, khalti: Total }),
  months: z.array(
    z.object({
      month: z.string().meta({ example: "2026-05" }),
      total: Total,
      esewa: Total,
      khalti: Total,
    }),
  ),
  pending: z.number().int(),
});
export type DonationSummary = z.infer<typeof DonationSummary>;
