import { z } from "zod";
import { INTAKE_KINDS, OUTCOME_KINDS, RECORD_KINDS, VACCINES } from "./animal-values";
import { isRealDay, nepalDay } from "./calendar";
import { findDistrict } from "./places";
import { POST_STATUSES } from "./pets-values";
import { optionalLine, optionalText } from "./text";

/**
 * An animal's life in care as the team reads and writes it (docs/product.md#fosters,
 * docs/decisions/049-animal-records.md): where it is now, its foster placements, its intake and
 * outcome, and its history. Routes in server/features/fosters.
 */

/** The intakes a person records: `unknown` is only for animals listed before records were kept. */
export const RECORDED_INTAKE_KINDS = INTAKE_KINDS.filter(
  (kind): kind is Exclude<(typeof INTAKE_KINDS)[number], "unknown"> => kind !== "unknown",
);
/** The outcomes a person records: `adopted` is written by the handover only. */
export const RECORDED_OUTCOME_KINDS = OUTCOME_KINDS.filter(
  (kind): kind is Exclude<(typeof OUTCOME_KINDS)[number], "adopted"> => kind !== "adopted",
);

const refuse = (ctx: z.RefinementCtx, code: string, message: string) =>
  ctx.addIssue({ code: "custom", message, params: { code } });

/** A real day, `YYYY-MM-DD`, not after Nepal's today (the day the team lives in). */
export const PastDay = (label: string) =>
  z.string({ error: `${label} must be a day written YYYY-MM-DD` }).superRefine((value, ctx) => {
    if (!isRealDay(value))
      return refuse(ctx, "DATE_INVALID", `${label} must be a day written YYYY-MM-DD`);
    if (value > nepalDay(new Date())) {
      refuse(ctx, "DATE_IN_FUTURE", `${label} cannot be in the future`);
    }
  });

/** A real day, `YYYY-MM-DD`, any day (a placement's planned end may be ahead). */
const AnyDay = (label: string) =>
  z.string({ error: `${label} must be a day written YYYY-MM-DD` }).superRefine((value, ctx) => {
    if (!isRealDay(value)) refuse(ctx, "DATE_INVALID", `${label} must be a day written YYYY-MM-DD`);
  });

const place = optionalLine("Place", 200);

/** How long a note (why it died, why it came back) may be. */
export const RETURN_REASON_LIMIT = 500;

const note = optionalText("The note", RETURN_REASON_LIMIT);

/** Where an animal is now: at the store itself (`centre`), or in a foster home. */
export const AnimalWhere = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("centre") }),
  z.object({
    kind: z.literal("foster"),
    placement_id: z.number().int(),
    /** Null once her account is deleted. */
    foster_id: z.string().nullable(),
    foster_name: z.string().nullable(),
    district: z.string().nullable(),
    since: z.string(),
    until: z.string().nullable(),
  }),
]);
export type AnimalWhere = z.infer<typeof AnimalWhere>;

export const AnimalIntake = z.object({ reason: z.enum(INTAKE_KINDS), on_day: z.string() });
export const AnimalOutcome = z.object({ reason: z.enum(OUTCOME_KINDS), on_day: z.string() });

/** GET /api/vendors/{id}/animals: one of a store's animals, where it is now. */
export const StoreAnimal = z.object({
  pet_id: z.number().int(),
  name: z.string(),
  /** Its category's name ("Dog"). */
  species: z.string(),
  post_status: z.enum(POST_STATUSES),
  /** False once it has left (an outcome, or marked adopted), true again after a return. */
  in_care: z.boolean(),
  where: AnimalWhere,
  intake: AnimalIntake,
  /** How it left; null while it is in care. */
  outcome: AnimalOutcome.nullable(),
});
export type StoreAnimal = z.infer<typeof StoreAnimal>;
export const StoreAnimals = z.array(StoreAnimal);

/** POST /api/pets/{id}/placements: an owner or manager places an animal with a foster. */
export const PlacementRequest = z
  .object({
    foster_id: z.string().min(1).max(200),
    district: z
      .string()
      .max(100)
      .refine((name) => findDistrict(name) !== undefined, {
        message: "Choose one of Nepal's districts",
        params: { code: "UNKNOWN_DISTRICT" },
      }),
    starts_on: PastDay("The first day"),
    until_on: AnyDay("The last day").nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.until_on && body.until_on < body.starts_on) {
      ctx.addIssue({
        code: "custom",
        path: ["until_on"],
        message: "The last day cannot be before the first",
        params: { code: "DAY_BEFORE_START" },
      });
    }
  });
export type PlacementRequest = z.input<typeof PlacementRequest>;

export const Placement = z.object({
  id: z.number().int(),
  pet_id: z.number().int(),
  foster_id: z.string().nullable(),
  foster_name: z.string().nullable(),
  district: z.string().nullable(),
  starts_on: z.string(),
  until_on: z.string().nullable(),
  ended_on: z.string().nullable(),
});
export type Placement = z.infer<typeof Placement>;

/** POST /api/pets/{id}/placements/{placementId}/end: back at the store (today if not told). */
export const EndPlacementRequest = z.object({
  ended_on: PastDay("The day it came back").optional(),
});
export const PlacementParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "The pet id must be a number")
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
  placementId: z
    .string()
    .regex(/^\d{1,10}$/, "The placement id must be a number")
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
});

/** GET /api/me/fostered: an animal in the caller's home now. */
export const FosteredAnimal = z.object({
  pet_id: z.number().int(),
  name: z.string(),
  store_id: z.number().int(),
  store_title: z.string(),
  since: z.string(),
  until: z.string().nullable(),
  /** Its first photo's key (contract/catalogue-values.ts imageUrl), if it has one. */
  photo: z.string().nullable(),
});
export type FosteredAnimal = z.infer<typeof FosteredAnimal>;
export const FosteredAnimals = z.array(FosteredAnimal);

/** PUT /api/pets/{id}/intake: how and when the animal came in, and from where. */
export const IntakeRequest = z.object({
  reason: z.enum(RECORDED_INTAKE_KINDS),
  on_day: PastDay("The day it came in"),
  place,
});
export type IntakeRequest = z.input<typeof IntakeRequest>;

/** POST /api/pets/{id}/outcome: how the animal left care (not by adoption: the handover writes that). */
export const OutcomeRequest = z.object({
  reason: z.enum(RECORDED_OUTCOME_KINDS),
  on_day: PastDay("The day it left"),
  place,
  note,
});
export type OutcomeRequest = z.input<typeof OutcomeRequest>;

/** POST /api/vendors/applications/{id}/return: why the pet came back (optional; older clients send nothing). */
export const ReturnRequest = z.object({ reason: note });

export const HISTORY_LINE_KINDS = [
  "intake",
  "placement_started",
  "placement_ended",
  "health",
  "outcome",
  "return",
] as const;
export type HistoryLineKind = (typeof HISTORY_LINE_KINDS)[number];

/**
 * One line of an animal's history. The names (a foster's, an adopter's) only where the reader may
 * know them: a foster reads her own name, not another foster's, and no applicant's.
 */
export const HistoryLine = z.object({
  kind: z.enum(HISTORY_LINE_KINDS),
  on_day: z.string(),
  /** An intake's or an outcome's kind. */
  reason: z.enum([...INTAKE_KINDS, ...OUTCOME_KINDS]).nullable(),
  record_kind: z.enum(RECORD_KINDS).nullable(),
  vaccine: z.enum(VACCINES).nullable(),
  next_due_on: z.string().nullable(),
  place: z.string().nullable(),
  note: z.string().nullable(),
  foster_name: z.string().nullable(),
  district: z.string().nullable(),
  applicant_name: z.string().nullable(),
});
export type HistoryLine = z.infer<typeof HistoryLine>;

/** GET /api/pets/{id}/history: the animal, where it is now, and every step, newest first. */
export const AnimalHistory = z.object({
  pet: z.object({
    id: z.number().int(),
    name: z.string(),
    species: z.string(),
    post_status: z.enum(POST_STATUSES),
    store_id: z.number().int(),
    photo: z.string().nullable(),
  }),
  in_care: z.boolean(),
  where: AnimalWhere,
  intake: AnimalIntake.extend({ place: z.string().nullable() }),
  outcome: AnimalOutcome.nullable(),
  lines: z.array(HistoryLine),
});
export type AnimalHistory = z.infer<typeof AnimalHistory>;
