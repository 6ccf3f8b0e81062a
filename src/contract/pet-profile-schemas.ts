import { z } from "zod";
import {
  PET_PROFILE,
  PROFILE_FIELDS,
  TRISTATE,
  type FieldSpec,
  type PetProfile as StoredProfile,
  type ProfileField,
} from "./pet-profile";
import { dayOf } from "./pet-age";
import { yearsBefore } from "./calendar";
import { singleLine, typedText } from "./text";

/*
 * The profile's schemas, built from its declaration (decision 033). Apart from it, so a page
 * that needs only the declaration (the listing's filters) ships no zod (decision 034).
 */

const fields = <T>(schemaOf: (spec: FieldSpec, field: ProfileField) => z.ZodType) =>
  Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, schemaOf(PET_PROFILE[field], field)]),
  ) as unknown as T;

/** "breed" → "Breed", for a refusal's words. */
const labelOf = (field: ProfileField) =>
  field[0]!.toUpperCase() + field.slice(1).replace(/_/g, " ");

/** The profile in every answer that shows a pet's page or its owner's copy. */
export const PetProfile = z.object(
  fields<{ [F in ProfileField]: z.ZodType<StoredProfile[F]> }>((spec) => {
    if (spec.kind === "text") return z.string().nullable();
    if (spec.kind === "choice") return z.enum(spec.values).nullable();
    if (spec.kind === "rupees") return z.number().int();
    if (spec.kind === "kg") return z.number().nullable();
    if (spec.kind === "date") return z.string().nullable();
    return z.enum(TRISTATE);
  }),
);

const refuse = (ctx: z.RefinementCtx, code: string, message: string) =>
  ctx.addIssue({ code: "custom", message, params: { code } });

/**
 * Today in the time zone furthest ahead (UTC+14): a day that has begun anywhere, Nepal's
 * included, is not in the future, whatever the server's clock zone.
 */
const latestToday = () => dayOf(new Date(Date.now() + 14 * 3_600_000));

/** A real day, `YYYY-MM-DD`, from `maxYearsAgo` years back up to today. */
function dateField(field: ProfileField, maxYearsAgo: number) {
  const label = labelOf(field);
  return z
    .string({ error: `${label} must be a day written YYYY-MM-DD` })
    .trim()
    .superRefine((value, ctx) => {
      if (!value) return;
      // 2024-02-30 may parse (as 1 March): only a day that reads back the same is real.
      const time = Date.parse(`${value}T00:00:00Z`);
      const isDay =
        /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && dayOf(new Date(time)) === value;
      if (!isDay) return refuse(ctx, "DATE_INVALID", `${label} must be a day written YYYY-MM-DD`);
      const today = latestToday();
      if (value > today) return refuse(ctx, "DATE_IN_FUTURE", `${label} cannot be in the future`);
      if (value < yearsBefore(today, maxYearsAgo)) {
        refuse(ctx, "DATE_TOO_OLD", `${label} can be at most ${maxYearsAgo} years ago`);
      }
    })
    .transform((value) => value || null)
    .nullable()
    .optional();
}

/** Kilograms above 0 up to `max`, to one decimal (a kitchen or clinic scale's precision). */
function kgField(field: ProfileField, max: number) {
  const message = `${labelOf(field)} must be a number of kilograms above 0, at most ${max}, to one decimal`;
  return z
    .number({ error: message })
    .superRefine((value, ctx) => {
      const isTenths = Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
      if (!(value > 0 && value <= max && isTenths)) refuse(ctx, "WEIGHT_INVALID", message);
    })
    .nullable()
    .optional();
}

/** The profile in a new pet or a change: absent means not told (null, or `unknown` for a flag). */
export const ProfileInput = z.object(
  fields<{ [F in ProfileField]: z.ZodOptional<z.ZodType<StoredProfile[F], unknown>> }>(
    (spec, field) => {
      if (spec.kind === "text") {
        // A breed or a colour is one line on the card and the page.
        return singleLine(
          typedText().trim().max(spec.maxLength, `At most ${spec.maxLength} characters, please`),
          labelOf(field),
        )
          .transform((value) => value || null)
          .nullable()
          .optional();
      }
      if (spec.kind === "choice") return z.enum(spec.values).nullable().optional();
      if (spec.kind === "rupees") {
        return z
          .number({ error: `${labelOf(field)} must be a whole number of rupees` })
          .int(`${labelOf(field)} must be a whole number of rupees`)
          .min(0, `${labelOf(field)} cannot be negative`)
          .max(spec.max, `${labelOf(field)} can be at most Rs ${spec.max.toLocaleString("en-IN")}`)
          .optional();
      }
      if (spec.kind === "date") return dateField(field, spec.maxYearsAgo);
      if (spec.kind === "kg") return kgField(field, spec.max);
      return z.enum(TRISTATE).optional();
    },
  ),
);
