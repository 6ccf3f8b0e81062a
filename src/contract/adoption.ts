import { z } from "zod";
import { AgreementState } from "./agreement";
import { FeeState } from "./fees";
import { APPLICATION_STATUSES, ApplicationStatus } from "./pets";
import { Answer, AnswersInput } from "./questions";
import { multiLine, singleLine, typedText } from "./text";

/** Adoption requests: the payload, the two views of a request, the moves. */

/**
 * A request's status: pending; Approved or Rejected by the store; Withdrawn by the applicant;
 * Adopted when the store hands the pet over.
 */
export type AdoptionStatus = (typeof APPLICATION_STATUSES)[number];
type Status = AdoptionStatus;

/** The adoption form's messages, in the order the fields are checked; then the phone's format. */
export const ADOPTION_MESSAGES = {
  name: "Name is required",
  phone: "Phone number is required",
  address: "Address is required",
  message: "Message is required",
  phoneFormat: "Please enter a phone number such as 98XXXXXXXX, 01-4XXXXXX or +977 98XXXXXXXX",
} as const;

export const ADOPTION_LIMITS = { name: 100, phone: 30, address: 300, message: 2000 } as const;

/** What the applicant is told for each status: the e-mails send them, the SPA translates them. */
export const STATUS_MESSAGES: Record<Status, string> = {
  pending: "Your application is being reviewed by the store",
  Approved: "Your application has been approved. You will receive a call from the store shortly.",
  Rejected: "Your application has been rejected!",
  Withdrawn: "You withdrew this application.",
  Adopted: "Your adoption is complete. Thank you for giving your new friend a home!",
};

/** Open requests: at most one per person and pet, and the ones a person may still withdraw. */
export const OPEN_STATUSES = ["pending", "Approved"] as const satisfies readonly Status[];
export const isOpen = (status: Status) => (OPEN_STATUSES as readonly Status[]).includes(status);

/**
 * What a store's owner may do with a request: Approve from pending or Rejected, Reject from pending
 * or Approved, so a decision can be changed; mark an Approved one Adopted when the pet goes home.
 * Withdrawn and Adopted are final.
 */
export const STORE_MOVES: Record<Status, readonly Status[]> = {
  pending: ["Approved", "Rejected"],
  Rejected: ["Approved"],
  Approved: ["Rejected", "Adopted"],
  Withdrawn: [],
  Adopted: [],
};

const mobile = /^9[678]\d{8}$/; // 98XXXXXXXX, 97XXXXXXXX, 96XXXXXXXX
const landline = /^0[1-9]\d{7}$/; // 01-4XXXXXX (Kathmandu), 061-5XXXXX (outside the valley)
const landlineAbroad = /^[1-9]\d{7}$/; // +977 1-4XXXXXX: the leading 0 is dropped after +977
const nepalPrefix = /^(?:\+|00)?977/;
const otherCountry = /^\+[1-9]\d{7,14}$/; // E.164, for adopters with a foreign number

/** Phones in Nepal type Devanagari digits (०–९) as readily as 0–9; numbers are kept in 0–9. */
const toAsciiDigits = (value: string) =>
  value.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/**
 * Nepali mobiles and landlines, with or without +977, and other countries' numbers in
 * +<country code> form. Spaces, dashes, dots and brackets are allowed between digits.
 */
export function isPhoneNumber(value: string): boolean {
  const compact = toAsciiDigits(value)
    .trim()
    .replace(/[\s\-.()]/g, "");
  if (!/^\+?\d+$/.test(compact)) return false;
  if (mobile.test(compact) || landline.test(compact)) return true;
  if (nepalPrefix.test(compact)) {
    const national = compact.replace(nepalPrefix, "");
    return mobile.test(national) || landline.test(national) || landlineAbroad.test(national);
  }
  return otherCountry.test(compact);
}

const required = (message: string, max: number) =>
  typedText({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters, please`);

const Id = (label: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `The ${label} id must be a number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `The ${label} id must be a number`).max(2_147_483_647));

export const PetIdParam = z.object({ pet_id: Id("pet") });
export const ApplicationIdParam = z.object({ id: Id("application") });
export const StoreIdParam = z.object({ id: Id("store") });
/** An adoption fee's payment is named by its random UUID, under its request. */
export const FeePaymentParam = ApplicationIdParam.extend({
  payment: z.uuid("Not a payment reference"),
});

/** The adoption request payload; fields are checked in order: name, phone, address, message. */
export const AdoptPetRequest = z.object({
  name: singleLine(required(ADOPTION_MESSAGES.name, ADOPTION_LIMITS.name), "Name"),
  phone: required(ADOPTION_MESSAGES.phone, ADOPTION_LIMITS.phone)
    .transform(toAsciiDigits)
    .refine(isPhoneNumber, ADOPTION_MESSAGES.phoneFormat),
  address: multiLine(required(ADOPTION_MESSAGES.address, ADOPTION_LIMITS.address), "The address"),
  message: multiLine(required(ADOPTION_MESSAGES.message, ADOPTION_LIMITS.message), "The message"),
  pet_id: z.coerce
    .number({ error: "pet_id is required" })
    .int("pet_id is required")
    .positive("pet_id is required"),
  /** Answers to the store's own questions, checked after the four fields (questions.ts). */
  answers: AnswersInput.optional(),
});
export type AdoptPetRequest = z.infer<typeof AdoptPetRequest>;

/** Why a request was closed without a person's choice: its pet found a home with someone else. */
export const PET_ADOPTED = "pet_adopted";

/** One step of a request's timeline: its submission (pending) and every change after it. */
export const StatusChange = z.object({
  status: ApplicationStatus,
  at: z.string(),
  /** Set when the change was not a person's choice: PET_ADOPTED. */
  reason: z.string().nullable(),
  /** The store's own words with a rejection, for the applicant; null when it gave none. */
  rejection_reason: z.string().nullable(),
});
export type StatusChange = z.infer<typeof StatusChange>;

/**
 * A step as the store's team sees it: with who made it (a member's name, or the applicant's for
 * her withdrawal); null for the submission, an old change, or an account since deleted. The
 * applicant's view has no `by`: she deals with the store, not its members.
 */
export const StoreStatusChange = StatusChange.extend({ by: z.string().nullable() });
export type StoreStatusChange = z.infer<typeof StoreStatusChange>;

/** The request as stored, answered to POST /api/adoptPet/{pet_id}. */
export const Application = z.object({
  id: z.number().int(),
  pet_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  message: z.string(),
  status: ApplicationStatus,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof Application>;

/** Where a request has got to, as both its applicant and its store see it. */
const requestProgress = {
  history: z.array(StatusChange),
  agreement: AgreementState,
  fee: FeeState,
  answers: z.array(Answer),
  /** When the store first replied in the conversation after the request; null until then. */
  answered_at: z.string().nullable(),
  /** An Adopted request whose pet came back to the store: when the store recorded it. */
  returned_at: z.string().nullable(),
};

/** A request as its applicant sees it: GET /api/applications. `message` is what they wrote. */
export const MyApplication = z.object({
  id: z.number().int(),
  pet_id: z.number().int(),
  status: ApplicationStatus,
  message: z.string(),
  pet: z.object({ name: z.string() }),
  vendor: z.object({ title: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  ...requestProgress,
});
export type MyApplication = z.infer<typeof MyApplication>;
export const MyApplicationList = z.array(MyApplication);

/** A request as the store sees it: GET /api/vendors/{id}/applications, newest first. */
export const StoreApplication = Application.extend({
  pet: z.object({ name: z.string() }),
  ...requestProgress,
  history: z.array(StoreStatusChange),
});
export type StoreApplication = z.infer<typeof StoreApplication>;
export const StoreApplicationList = z.array(StoreApplication);

/** The longest reason a store may give with a rejection. */
export const REJECTION_REASON_LIMIT = 500;

/** Refused when a reason comes with any status but Rejected. */
export const REASON_ONLY_WHEN_REJECTING = "A reason can only be given when rejecting a request";

/**
 * POST /api/vendors/applications/{id}/update; which moves are allowed is STORE_MOVES. `reason`,
 * only with Rejected, is shown to the applicant; empty after trimming is none.
 */
export const ApplicationUpdateRequest = z.object({
  status: z.enum(APPLICATION_STATUSES, {
    error: `status must be one of ${APPLICATION_STATUSES.join(", ")}`,
  }),
  reason: multiLine(
    typedText({ error: "reason must be text" })
      .trim()
      .max(
        REJECTION_REASON_LIMIT,
        `The reason can be at most ${REJECTION_REASON_LIMIT} characters, please`,
      ),
    "The reason",
  )
    .transform((value) => value.replace(/\r\n/g, "\n") || undefined)
    .optional(),
});
export type ApplicationUpdateRequest = z.infer<typeof ApplicationUpdateRequest>;
