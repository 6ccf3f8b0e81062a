import { z } from "zod";
import {
  PET_PROFILE,
  PROFILE_FIELDS,
  TRISTATE,
  type FieldSpec,
  type PetProfile as StoredProfile,
  type ProfileField,
} from "./pet-profile";
import { singleLine } from "./text";

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
    return z.enum(TRISTATE);
  }),
);

/** The profile in a new pet or a change: absent means not told (null, or `unknown` for a flag). */
export const ProfileInput = z.object(
  fields<{ [F in ProfileField]: z.ZodOptional<z.ZodType<StoredProfile[F], unknown>> }>(
    (spec, field) => {
      if (spec.kind === "text") {
        // A breed or a colour is one line on the card and the page.
        return singleLine(
          z.string().trim().max(spec.maxLength, `At most ${spec.maxLength} characters, please`),
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
      return z.enum(TRISTATE).optional();
    },
  ),
);
