import { z } from "zod";
import { RECORD_KINDS, VACCINES, type RecordKind, type Vaccine } from "./animal-values";
import { isRealDay, nepalDay } from "./calendar";
import { latinDigits } from "./phone";
import { optionalLine, optionalText } from "./text";
import { readTypedNumber } from "./typed-number";

/*
 * An animal's health records, the public summary derived from them, and what is due
 * (docs/decisions/049-animal-records.md, docs/product.md#an-animals-records).
 */

export const HealthRecord = z.object({
  id: z.number().int(),
  pet_id: z.number().int(),
  kind: z.enum(RECORD_KINDS),
  vaccine: z.enum(VACCINES).nullable(),
  given_on: z.string(),
  next_due_on: z.string().nullable(),
  batch: z.string().nullable(),
  treatment: z.string().nullable(),
  place: z.string().nullable(),
  weight_kg: z.number().nullable(),
  microchip: z.string().nullable(),
  note: z.string().nullable(),
  /** Null once her account is deleted. */
  recorded_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type HealthRecord = z.infer<typeof HealthRecord>;

/**
 * What the pet's public answer says of its health: derived from the records, never typed twice.
 * `said`: no record, but the store's old hand-set flag says yes. Never a batch, a place, a note
 * or a name.
 */
export const HealthSummary = z.object({
  rabies: z
    .object({
      given_on: z.string(),
      valid_until: z.string(),
      /** The same day in Bikram Sambat, so the pet page names it without the conversion table. */
      valid_until_bs: z.object({
        year: z.number().int(),
        monthIndex: z.number().int(),
        day: z.number().int(),
      }),
    })
    .nullable(),
  vaccinated: z.enum(["record", "said"]).nullable(),
  sterilised: z.enum(["record", "said"]).nullable(),
  dewormed_on: z.string().nullable(),
  microchipped: z.boolean(),
  /** The district of the foster home it is in now (contract/places.ts's English name). */
  foster_district: z.string().nullable(),
});
export type HealthSummary = z.infer<typeof HealthSummary>;

export const RecordsResponse = z.object({
  pet: z.object({ id: z.number().int(), name: z.string(), vendor_id: z.number().int() }),
  /** Newest first. */
  records: z.array(HealthRecord),
  summary: HealthSummary,
});
export type RecordsResponse = z.infer<typeof RecordsResponse>;

/** The refusals of a record, each with its code (the web says them in the reader's language). */
export const RECORD_MESSAGES = {
  DATE_INVALID: "A day must be written YYYY-MM-DD",
  RECORD_DATE_FUTURE: "The day it was given cannot be in the future",
  NEXT_DUE_BEFORE_GIVEN: "The next due day cannot be before the day it was given",
  WEIGHT_OUT_OF_RANGE: "A weight must be above 0 and at most 150 kg",
  MICROCHIP_INVALID: "A microchip number has 9 to 15 digits",
  VACCINE_UNKNOWN: "Choose the vaccine from the list",
  RECORD_DETAIL_MISSING: "This kind of record needs its detail (medicine, weight, chip or note)",
} as const;
type RecordCode = keyof typeof RECORD_MESSAGES;

/** The field a kind cannot do without, besides its day. */
const NEEDED: Partial<
  Record<RecordKind, "vaccine" | "treatment" | "weight_kg" | "microchip" | "note">
> = {
  vaccination: "vaccine",
  treatment: "treatment",
  weight: "weight_kg",
  microchip: "microchip",
  note: "note",
};
/** The fields each kind keeps; the others are dropped, so a weight carries no vaccine. */
const KEEPS: Record<RecordKind, readonly string[]> = {
  vaccination: ["vaccine", "batch", "place"],
  sterilisation: ["place"],
  deworming: ["treatment"],
  treatment: ["treatment", "place"],
  vet_visit: ["place"],
  weight: ["weight_kg"],
  microchip: ["microchip"],
  note: [],
};

export const MAX_WEIGHT_KG = 150;
const isDay = isRealDay;

const line = (label: string) => optionalLine(label, 200);

/** A weight as typed: a number, or text in Latin or Devanagari digits ("४.५"). */
const typedWeight = z
  .union([z.number(), z.string().max(20)])
  .transform((value) => (typeof value === "number" ? value : readTypedNumber(value)))
  .nullable()
  .optional();

/** POST /api/pets/{id}/records: one record, its details as its kind needs. */
export const NewRecordRequest = z
  .object({
    kind: z.enum(RECORD_KINDS, { error: "Choose what kind of record this is" }),
    vaccine: z.string().max(40).nullable().optional(),
    given_on: z.string({ error: RECORD_MESSAGES.DATE_INVALID }).trim(),
    next_due_on: z.string().trim().nullable().optional(),
    batch: line("The batch"),
    treatment: line("The medicine"),
    place: line("The place"),
    weight_kg: typedWeight,
    microchip: z.string().max(40).nullable().optional(),
    note: optionalText("The note", 2000),
  })
  .superRefine((record, ctx) => {
    const refuse = (code: RecordCode, path: string) =>
      ctx.addIssue({
        code: "custom",
        path: [path],
        message: RECORD_MESSAGES[code],
        params: { code },
      });
    const next = record.next_due_on || null;
    if (!isDay(record.given_on)) return refuse("DATE_INVALID", "given_on");
    if (next !== null && !isDay(next)) return refuse("DATE_INVALID", "next_due_on");
    if (record.given_on > nepalDay(new Date())) return refuse("RECORD_DATE_FUTURE", "given_on");
    if (next !== null && next < record.given_on)
      return refuse("NEXT_DUE_BEFORE_GIVEN", "next_due_on");
    const needed = NEEDED[record.kind];
    if (
      needed &&
      (record[needed] === null || record[needed] === undefined || record[needed] === "")
    ) {
      const code =
        needed === "vaccine"
          ? "VACCINE_UNKNOWN"
          : needed === "weight_kg"
            ? "WEIGHT_OUT_OF_RANGE"
            : "RECORD_DETAIL_MISSING";
      return refuse(code, needed);
    }
    if (
      record.kind === "vaccination" &&
      !(VACCINES as readonly string[]).includes(record.vaccine!)
    ) {
      return refuse("VACCINE_UNKNOWN", "vaccine");
    }
    const weight = record.weight_kg;
    // Kept to 0.01 kg: a weight that rounds to nothing is no weight.
    const kept = Math.round(weight! * 100) / 100;
    if (record.kind === "weight" && !(kept > 0 && kept <= MAX_WEIGHT_KG)) {
      return refuse("WEIGHT_OUT_OF_RANGE", "weight_kg");
    }
    if (record.kind === "microchip" && !/^\d{9,15}$/.test(chipDigits(record.microchip!))) {
      refuse("MICROCHIP_INVALID", "microchip");
    }
  })
  .transform((record) => {
    const keeps = (field: string) => KEEPS[record.kind].includes(field);
    return {
      kind: record.kind,
      vaccine: keeps("vaccine") ? (record.vaccine as Vaccine) : null,
      given_on: record.given_on,
      next_due_on: record.next_due_on || null,
      batch: keeps("batch") ? (record.batch ?? null) : null,
      treatment: keeps("treatment") ? (record.treatment ?? null) : null,
      place: keeps("place") ? (record.place ?? null) : null,
      weight_kg: keeps("weight_kg") ? Math.round(record.weight_kg! * 100) / 100 : null,
      microchip: keeps("microchip") ? chipDigits(record.microchip!) : null,
      note: record.note ?? null,
    };
  });
export type NewRecordRequest = z.input<typeof NewRecordRequest>;
export type NewRecord = z.output<typeof NewRecordRequest>;

/** A chip's number as read from its scanner or typed: Devanagari digits read as Latin, spaces dropped. */
const chipDigits = (typed: string) => latinDigits(typed).replace(/[\s-]/g, "");

const Id = (label: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `The ${label} id must be a number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `The ${label} id must be a number`).max(2_147_483_647));

export const PetRecordParam = z.object({ id: Id("pet"), recordId: Id("record") });
export const StoreRecordParam = z.object({ id: Id("store"), recordId: Id("record") });

/** GET /api/vendors/{id}/due?today=: the reader's today (Nepal's by default). */
export const DueQuery = z.object({
  today: z.string().refine(isDay, RECORD_MESSAGES.DATE_INVALID).optional(),
});

/** How far ahead "due this week" looks. */
export const DUE_WITHIN_DAYS = 7;

export const DueItem = z.object({
  record_id: z.number().int(),
  pet_id: z.number().int(),
  pet_name: z.string(),
  kind: z.enum(RECORD_KINDS),
  vaccine: z.enum(VACCINES).nullable(),
  treatment: z.string().nullable(),
  next_due_on: z.string(),
  overdue: z.boolean(),
});
export type DueItem = z.infer<typeof DueItem>;
export const DueList = z.object({ today: z.string(), items: z.array(DueItem) });
export type DueList = z.infer<typeof DueList>;

/** POST /api/vendors/{id}/due/{recordId}/done: given today unless told another day. */
export const DoneRequest = z
  .object({ given_on: z.string().trim().optional() })
  .superRefine(({ given_on }, ctx) => {
    if (given_on === undefined) return;
    const code: RecordCode | null = !isDay(given_on)
      ? "DATE_INVALID"
      : given_on > nepalDay(new Date())
        ? "RECORD_DATE_FUTURE"
        : null;
    if (code) {
      ctx.addIssue({
        code: "custom",
        path: ["given_on"],
        message: RECORD_MESSAGES[code],
        params: { code },
      });
    }
  });
