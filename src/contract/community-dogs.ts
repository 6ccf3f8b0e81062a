import { z } from "zod";
import { PastDay } from "./animal-life";
import { RECORD_MESSAGES } from "./animal-records";
import { VACCINES } from "./animal-values";
import { isRealDay, nepalDay } from "./calendar";
import {
  DOG_RECORD_KINDS,
  DOG_SEXES,
  DOG_STATUSES,
  RABIES_VALID_DAYS,
} from "./community-dog-values";
import { MOST_WARDS_ANYWHERE, wardExists } from "./district-wards";
import { DistrictName } from "./place-fields";
import { optionalLine } from "./text";
import { readTypedNumber } from "./typed-number";

/*
 * The community-dog register (docs/product.md#community-dogs): the dogs of a street a store and
 * its caretakers keep, their sterilisations and vaccinations, and the CNVR camps that did many
 * at once. Routes in server/features/community-dogs.
 */

/** The refusals of the register, each with its code (the web says them in the reader's language). */
export const DOG_MESSAGES = {
  DISTRICT_REQUIRED: "Choose the district",
  WARD_REQUIRED: "Say which ward the dog lives in",
  WARD_INVALID: "There is no ward of that number in the district",
  NEXT_DUE_BEFORE_GIVEN: RECORD_MESSAGES.NEXT_DUE_BEFORE_GIVEN,
  RECORD_DATE_FUTURE: RECORD_MESSAGES.RECORD_DATE_FUTURE,
  VACCINE_UNKNOWN: RECORD_MESSAGES.VACCINE_UNKNOWN,
  DATE_INVALID: RECORD_MESSAGES.DATE_INVALID,
  CAMP_NOTHING_DONE: "Say whether the camp sterilised the dogs, vaccinated them, or both",
} as const;
type DogCode = keyof typeof DOG_MESSAGES;

/** The most dogs one camp may list: a long day of a large team. */
export const CAMP_DOGS_MAX = 200;
export const DOGS_PAGE_SIZE = 100;

const refuse = (ctx: z.RefinementCtx, code: DogCode, path: (string | number)[]) =>
  ctx.addIssue({ code: "custom", path, message: DOG_MESSAGES[code], params: { code } });

/** A ward as typed: a number, or text in Latin or Devanagari digits ("३"); empty is none. */
const typedWard = z
  .union([z.number(), z.string().max(20)])
  .transform((value) =>
    typeof value === "number" ? value : value.trim() === "" ? null : readTypedNumber(value),
  )
  .nullable()
  .optional();

/** Whether the ward exists in the district, or in some district when the district is not sent. */
const isWard = (ward: number | null | undefined, district?: string): ward is number =>
  typeof ward === "number" &&
  (district
    ? wardExists(district, ward)
    : Number.isInteger(ward) && ward >= 1 && ward <= MOST_WARDS_ANYWHERE);

/** What a person says of a dog of the street; the place is checked by the request that holds it. */
const dogFields = {
  name: optionalLine("The name", 60),
  sex: z.enum(DOG_SEXES, { error: "The sex is male, female or unknown" }),
  district: DistrictName,
  ward: typedWard,
  tole: optionalLine("The tole", 80),
  /** The ear notch a sterilised community dog carries. */
  ear_notch: z.boolean({ error: "ear_notch is true or false" }),
  collar_tag: optionalLine("The collar or tag", 60),
  /** A caretaker of the store's team, by her user id; null for none. */
  caretaker_id: z.string().trim().max(64).nullable().optional(),
  registered_on: PastDay("The day it was registered").optional(),
};

/** The place a dog lives: a district and a ward of it, both required. */
function checkPlace(
  place: { district?: string; ward?: number | null },
  ctx: z.RefinementCtx,
  at: (string | number)[] = [],
) {
  if (!place.district) refuse(ctx, "DISTRICT_REQUIRED", [...at, "district"]);
  if (place.ward === null || place.ward === undefined)
    refuse(ctx, "WARD_REQUIRED", [...at, "ward"]);
  else if (!isWard(place.ward, place.district)) refuse(ctx, "WARD_INVALID", [...at, "ward"]);
}

const NewDogFields = z.object({
  ...dogFields,
  sex: dogFields.sex.default("unknown"),
  ear_notch: dogFields.ear_notch.default(false),
});

/** A new dog as the database takes it, its day today unless told. */
const toNewDog = (dog: z.output<typeof NewDogFields>, registeredOn = nepalDay(new Date())) => ({
  name: dog.name ?? null,
  sex: dog.sex,
  district: dog.district!,
  ward: dog.ward!,
  tole: dog.tole ?? null,
  ear_notch: dog.ear_notch,
  collar_tag: dog.collar_tag ?? null,
  caretaker_id: dog.caretaker_id || null,
  registered_on: dog.registered_on ?? registeredOn,
});
export type NewDog = ReturnType<typeof toNewDog>;

/** POST /api/vendors/{id}/community-dogs: a dog of the street onto the store's register. */
export const NewDogRequest = NewDogFields.superRefine((dog, ctx) => checkPlace(dog, ctx)).transform(
  (dog) => toNewDog(dog),
);
export type NewDogRequest = z.input<typeof NewDogRequest>;

/** PATCH /api/community-dogs/{id}: only what is sent changes; `caretaker_id: null` clears her. */
export const DogChangeRequest = z
  .object({ ...dogFields, status: z.enum(DOG_STATUSES).optional() })
  .partial()
  .superRefine((change, ctx) => {
    if ("district" in change && !change.district) refuse(ctx, "DISTRICT_REQUIRED", ["district"]);
    // A ward or district sent alone is checked against the dog's other by changeDog.
    if (!("ward" in change)) return;
    if (change.ward === null || change.ward === undefined) refuse(ctx, "WARD_REQUIRED", ["ward"]);
    else if (!isWard(change.ward, change.district)) refuse(ctx, "WARD_INVALID", ["ward"]);
  })
  .transform((change): Partial<NewDog> & { status?: (typeof DOG_STATUSES)[number] } => {
    const { caretaker_id, ...rest } = change;
    const defined = Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== undefined),
    );
    return caretaker_id === undefined
      ? defined
      : { ...defined, caretaker_id: caretaker_id || null };
  });
export type DogChangeRequest = z.input<typeof DogChangeRequest>;
export type DogChange = z.output<typeof DogChangeRequest>;

/** The day a rabies vaccination given on `day` is due again. */
export const rabiesDueAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + RABIES_VALID_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** POST /api/community-dogs/{id}/records: a sterilisation, vaccination or deworming. */
export const NewDogRecordRequest = z
  .object({
    kind: z.enum(DOG_RECORD_KINDS, { error: "Choose what kind of record this is" }),
    vaccine: z.string().max(40).nullable().optional(),
    given_on: z.string({ error: DOG_MESSAGES.DATE_INVALID }).trim(),
    /** A rabies vaccination is due again a year on unless told; null: never. */
    next_due_on: z.string().trim().nullable().optional(),
  })
  .superRefine((record, ctx) => {
    const next = record.next_due_on || null;
    if (!isRealDay(record.given_on)) return refuse(ctx, "DATE_INVALID", ["given_on"]);
    if (next !== null && !isRealDay(next)) return refuse(ctx, "DATE_INVALID", ["next_due_on"]);
    if (record.given_on > nepalDay(new Date())) {
      return refuse(ctx, "RECORD_DATE_FUTURE", ["given_on"]);
    }
    if (next !== null && next < record.given_on) {
      return refuse(ctx, "NEXT_DUE_BEFORE_GIVEN", ["next_due_on"]);
    }
    if (
      record.kind === "vaccination" &&
      !(VACCINES as readonly (string | null | undefined)[]).includes(record.vaccine)
    ) {
      refuse(ctx, "VACCINE_UNKNOWN", ["vaccine"]);
    }
  })
  .transform((record) => {
    const vaccine =
      record.kind === "vaccination" ? (record.vaccine as (typeof VACCINES)[number]) : null;
    const next =
      record.next_due_on === undefined && vaccine === "rabies"
        ? rabiesDueAfter(record.given_on)
        : record.next_due_on || null;
    return { kind: record.kind, vaccine, given_on: record.given_on, next_due_on: next };
  });
export type NewDogRecordRequest = z.input<typeof NewDogRecordRequest>;
export type NewDogRecord = z.output<typeof NewDogRecordRequest>;

const Id = (label: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `The ${label} id must be a number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `The ${label} id must be a number`).max(2_147_483_647));

export const DogIdParam = z.object({ id: Id("dog") });
export const DogRecordParam = z.object({ id: Id("dog"), recordId: Id("record") });

/** GET /api/vendors/{id}/community-dogs: each filter optional; `q` looks in name, tole and tag. */
export const DogsQuery = z.object({
  district: DistrictName,
  ward: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const ward = readTypedNumber(value);
      if (isWard(ward)) return ward;
      refuse(ctx, "WARD_INVALID", []);
      return z.NEVER;
    }),
  q: z.string().trim().max(60, "At most 60 characters, please").optional(),
  status: z
    .enum(DOG_STATUSES)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  page: z
    .string()
    .regex(/^\d{1,6}$/, "page must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "page must be at least 1"))
    .default(1),
});
export type DogsQuery = z.output<typeof DogsQuery>;

export const DogRecord = z.object({
  id: z.number().int(),
  dog_id: z.number().int(),
  kind: z.enum(DOG_RECORD_KINDS),
  vaccine: z.enum(VACCINES).nullable(),
  given_on: z.string(),
  next_due_on: z.string().nullable(),
  /** The CNVR camp that wrote it, if one did. */
  camp_id: z.number().int().nullable(),
  /** Null once her account is deleted. */
  recorded_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type DogRecord = z.infer<typeof DogRecord>;

/** A dog's latest sterilisation and rabies vaccination, read from its records. */
export const DogHealth = z.object({
  sterilised_on: z.string().nullable(),
  rabies: z.object({ given_on: z.string(), next_due_on: z.string().nullable() }).nullable(),
});
export type DogHealth = z.infer<typeof DogHealth>;

export const CommunityDog = z.object({
  id: z.number().int(),
  vendor_id: z.number().int(),
  name: z.string().nullable(),
  sex: z.enum(DOG_SEXES),
  district: z.string(),
  ward: z.number().int(),
  tole: z.string().nullable(),
  ear_notch: z.boolean(),
  collar_tag: z.string().nullable(),
  photo: z
    .object({ key: z.string(), width: z.number().int(), height: z.number().int() })
    .nullable(),
  caretaker: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: z.enum(DOG_STATUSES),
  registered_on: z.string(),
  health: DogHealth,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommunityDog = z.infer<typeof CommunityDog>;

export const CommunityDogDetail = CommunityDog.extend({
  /** Newest first. */
  records: z.array(DogRecord),
});
export type CommunityDogDetail = z.infer<typeof CommunityDogDetail>;

export const CommunityDogList = z.object({
  dogs: z.array(CommunityDog),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CommunityDogList = z.infer<typeof CommunityDogList>;

/** One dog of a camp: one already on the register, or a new one (its place the camp's unless told). */
const CampDog = NewDogFields.partial()
  .extend({
    dog_id: z.number().int().min(1).max(2_147_483_647).optional(),
    sex: dogFields.sex.default("unknown"),
    ear_notch: dogFields.ear_notch.optional(),
  })
  .omit({ registered_on: true });

/** POST /api/vendors/{id}/camps: one CNVR camp, with the dogs it sterilised and vaccinated. */
export const NewCampRequest = z
  .object({
    held_on: PastDay("The camp's day"),
    district: DistrictName,
    ward: typedWard,
    place: optionalLine("The place", 120),
    note: optionalLine("The note", 500),
    dogs: z
      .array(CampDog)
      .min(1, "A camp lists at least one dog")
      .max(CAMP_DOGS_MAX, `A camp lists at most ${CAMP_DOGS_MAX} dogs`),
    sterilised: z.boolean({ error: "sterilised is true or false" }),
    vaccinated: z.boolean({ error: "vaccinated is true or false" }),
  })
  .superRefine((camp, ctx) => {
    if (!camp.district) refuse(ctx, "DISTRICT_REQUIRED", ["district"]);
    if (camp.ward !== null && camp.ward !== undefined && !isWard(camp.ward, camp.district)) {
      refuse(ctx, "WARD_INVALID", ["ward"]);
    }
    if (!camp.sterilised && !camp.vaccinated) refuse(ctx, "CAMP_NOTHING_DONE", ["sterilised"]);
    camp.dogs.forEach((dog, index) => {
      if (dog.dog_id !== undefined) return;
      const place = { district: dog.district ?? camp.district, ward: dog.ward ?? camp.ward };
      checkPlace(place, ctx, ["dogs", index]);
    });
  })
  .transform((camp) => ({
    held_on: camp.held_on,
    district: camp.district!,
    ward: camp.ward ?? null,
    place: camp.place ?? null,
    note: camp.note ?? null,
    sterilised: camp.sterilised,
    vaccinated: camp.vaccinated,
    dogs: camp.dogs.map((dog) =>
      dog.dog_id !== undefined
        ? { dog_id: dog.dog_id }
        : {
            dog_id: undefined,
            // A sterilised community dog has its ear notched at the camp.
            new: toNewDog(
              {
                ...dog,
                district: dog.district ?? camp.district,
                ward: dog.ward ?? camp.ward,
                ear_notch: dog.ear_notch ?? camp.sterilised,
              },
              camp.held_on,
            ),
          },
    ),
  }));
export type NewCampRequest = z.input<typeof NewCampRequest>;
export type NewCamp = z.output<typeof NewCampRequest>;

export const Camp = z.object({
  id: z.number().int(),
  vendor_id: z.number().int(),
  held_on: z.string(),
  district: z.string(),
  ward: z.number().int().nullable(),
  place: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The dogs of the camp, in the order sent; new ones registered by it. */
  dog_ids: z.array(z.number().int()),
  sterilisations: z.number().int(),
  vaccinations: z.number().int(),
});
export type Camp = z.infer<typeof Camp>;

/** GET /api/vendors/{id}/camps: newest first, each with its counts. */
export const CampList = z.object({
  camps: z.array(Camp.omit({ dog_ids: true }).extend({ dogs: z.number().int() })),
});
export type CampList = z.infer<typeof CampList>;
