import { z } from "zod";
import { ApplicationStatus } from "./pets";
import { multiLine, singleLine, typedText } from "./text";

/** A store's adoption agreement and its signature on a request (docs/product.md#agreement). */

export const AGREEMENT_LIMIT = 10_000;
export const FULL_NAME_LIMIT = 100;

/** GET and PUT /api/vendors/me/agreement: the text, empty when the store has none. */
export const StoreAgreement = z.object({
  text: z.string(),
  updated_at: z.string().nullable(),
});
export type StoreAgreement = z.infer<typeof StoreAgreement>;

/**
 * PUT /api/vendors/me/agreement. Plain text written in a text area: its line breaks are kept
 * (as \n), other control characters refused; trimmed, and empty means no agreement.
 */
export const StoreAgreementUpdate = z.object({
  text: multiLine(typedText({ error: "text must be text" }), "The agreement")
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(
          AGREEMENT_LIMIT,
          `The agreement can be at most ${AGREEMENT_LIMIT.toLocaleString("en")} characters, please`,
        ),
    ),
});
export type StoreAgreementUpdate = z.infer<typeof StoreAgreementUpdate>;

/** What an agreement's SHA-256 looks like on the wire: 64 lower-case hex digits. */
const Hash = z.string().regex(/^[0-9a-f]{64}$/, "hash must be the SHA-256 of the text, in hex");

/**
 * GET /api/applications/{id}/agreement, for the applicant and the store's owner: the text to
 * sign and its hash, or once signed, the signed text, its hash, the name typed and when.
 */
export const ApplicationAgreement = z.object({
  application_id: z.number().int(),
  status: ApplicationStatus,
  pet: z.object({ id: z.number().int(), name: z.string() }),
  store: z.object({ title: z.string() }),
  /** The name the applicant gave with her request. */
  applicant: z.object({ name: z.string() }),
  text: z.string(),
  /** SHA-256 of `text` (UTF-8), hex: what the applicant signs, and what a signature keeps. */
  hash: Hash,
  signature: z.object({ full_name: z.string(), signed_at: z.string() }).nullable(),
  /** Who is reading: the applicant, or the owner of the pet's store. */
  viewer: z.enum(["applicant", "store"]),
  /** True for the applicant while it waits for her signature. */
  can_sign: z.boolean(),
});
export type ApplicationAgreement = z.infer<typeof ApplicationAgreement>;

export const SIGN_MESSAGES = {
  fullName: "Please type your full name",
  notApplicant: "Please type the name you gave with your request",
} as const;

/** Spellings of one Nepali name that people use alike: long and short i and u, the nasal marks. */
const DEVANAGARI_ALIKE: Record<string, string> = {
  "\u0940": "\u093f", // ी → ि
  "\u0942": "\u0941", // ू → ु
  "\u0901": "\u0902", // ँ → ं
};

/**
 * A name's words, compared loosely: case, spacing and punctuation aside, Latin letters without
 * their accents, Devanagari without nukta, joiners or the spellings above; invisible format
 * characters (bidirectional controls among them) dropped.
 */
export function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{Cf}/gu, "")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .replace(/\u093c/g, "")
    .replace(/[\u0940\u0942\u0901]/g, (mark) => DEVANAGARI_ALIKE[mark]!)
    .replace(/['\u2019\u02bc]/g, "")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Whether the name typed as a signature is the applicant's, the name she gave with her request:
 * each of its words is there, in any order, and more (a middle name) may be.
 */
export function isApplicantsName(typed: string, requested: string): boolean {
  const words = nameWords(typed);
  const wanted = nameWords(requested);
  if (wanted.length === 0) return false;
  for (const word of wanted) {
    const at = words.indexOf(word);
    if (at === -1) return false;
    words.splice(at, 1);
  }
  return true;
}

/** POST /api/applications/{id}/agreement: the full name typed, and the hash of the text shown. */
export const SignAgreementRequest = z.object({
  full_name: singleLine(
    typedText({ error: SIGN_MESSAGES.fullName })
      .trim()
      .min(1, SIGN_MESSAGES.fullName)
      .max(FULL_NAME_LIMIT, `At most ${FULL_NAME_LIMIT} characters, please`),
    "Full name",
  ),
  hash: Hash,
});
export type SignAgreementRequest = z.infer<typeof SignAgreementRequest>;

/** A request's agreement in the two request lists: null when none applies to it. */
export const AgreementState = z
  .object({ signed_at: z.string().nullable(), signed_name: z.string().nullable() })
  .nullable();
export type AgreementState = z.infer<typeof AgreementState>;
