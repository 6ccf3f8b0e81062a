/**
 * The words of an animal's life in care (docs/product.md#an-animals-records), declared once: the
 * migration's CHECKs, the contract's enums and the forms' choices are built from these lists.
 * Free of zod, as store-roles.ts is, so the pages that only show them stay small.
 */

/** What a health record is. A foster may write only FOSTER_RECORD_KINDS for her animals. */
export const RECORD_KINDS = [
  "vaccination",
  "sterilisation",
  "deworming",
  "treatment",
  "vet_visit",
  "weight",
  "microchip",
  "note",
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const FOSTER_RECORD_KINDS = ["weight", "note"] as const satisfies readonly RecordKind[];

/** A vaccination's kind: DHPP is the dog's "5-in-1", FVRCP the cat's. */
export const VACCINES = ["rabies", "dhpp", "fvrcp", "other"] as const;
export type Vaccine = (typeof VACCINES)[number];

/** How an animal came into care; `unknown` only for animals listed before records were kept. */
export const INTAKE_KINDS = [
  "stray",
  "surrendered",
  "transferred_in",
  "born_in_care",
  "unknown",
] as const;
export type IntakeKind = (typeof INTAKE_KINDS)[number];

/** How an animal left care. `adopted` is set only by the handover; the others by the team. */
export const OUTCOME_KINDS = [
  "adopted",
  "returned_to_owner",
  "transferred_out",
  "released",
  "died",
] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];
/** Outcomes in which the animal left alive: the live-release rate's numerator. */
export const LIVE_OUTCOMES = [
  "adopted",
  "returned_to_owner",
  "transferred_out",
  "released",
] as const satisfies readonly OutcomeKind[];

/** A line of an animal's life: it came in, it left, or it came back after an adoption. */
export const ANIMAL_EVENT_KINDS = ["intake", "outcome", "return"] as const;
export type AnimalEventKind = (typeof ANIMAL_EVENT_KINDS)[number];
