import { z } from "zod";
import { DOG_SEXES } from "./community-dog-values";
import { MOST_WARDS_ANYWHERE, wardExists } from "./district-wards";
import { latinDigits } from "./phone";
import { findDistrict } from "./places";

/*
 * Ward coverage (docs/product.md#ward-coverage): how many community dogs a ward knows, and the
 * shares sterilised and vaccinated against rabies within a year. Public: no caretaker, no
 * store member, no person is ever named.
 */

/** A district in a path, by its English name in any case; an unknown one is a 400. */
const District = z
  .string()
  .max(40, "There is no district of that name")
  .transform((name, ctx) => {
    const district = findDistrict(name.trim());
    if (district) return district;
    ctx.addIssue({
      code: "custom",
      message: `There is no district ${JSON.stringify(name.slice(0, 40))}`,
      params: { code: "UNKNOWN_DISTRICT" },
    });
    return z.NEVER;
  })
  .meta({ description: "A district's English name, e.g. Lalitpur" });

/** A ward is a number from 1 to the most wards any local level has; its district is checked below. */
const Ward = z
  .string()
  .transform((typed, ctx) => {
    // In either digits: a Nepali page links /coverage/Kaski/३३ as readily as /33.
    const digits = latinDigits(typed);
    const ward = /^\d{1,2}$/.test(digits) ? Number(digits) : NaN;
    if (ward >= 1 && ward <= MOST_WARDS_ANYWHERE) return ward;
    ctx.addIssue({
      code: "custom",
      message: "There is no ward of that number in the district",
      params: { code: "WARD_INVALID" },
    });
    return z.NEVER;
  })
  .meta({
    description: "The ward's number, 1 to as many wards as the district's largest local level has",
  });

export const CoverageDistrictParam = z.object({ district: District });
export const CoverageWardParam = z
  .object({ district: District, ward: Ward })
  .superRefine(({ district, ward }, ctx) => {
    if (wardExists(district.name, ward)) return;
    ctx.addIssue({
      code: "custom",
      path: ["ward"],
      message: "There is no ward of that number in the district",
      params: { code: "WARD_INVALID" },
    });
  });

/**
 * Known dogs are those on the register still living there (status active); a dog is sterilised
 * with a sterilisation record or an ear notch, vaccinated with a rabies vaccination given within
 * RABIES_VALID_DAYS up to today. A share is of the known dogs; null when there are none.
 */
export const CoverageCounts = z.object({
  dogs: z.number().int(),
  sterilised: z.number().int(),
  sterilised_share: z.number().nullable(),
  vaccinated: z.number().int(),
  vaccinated_share: z.number().nullable(),
});
export type CoverageCounts = z.infer<typeof CoverageCounts>;

/** GET /api/coverage: every district with known dogs, the most first. */
export const CoverageIndex = z.object({
  /** The Nepal day the numbers are counted on. */
  today: z.string(),
  districts: z.array(CoverageCounts.extend({ district: z.string(), district_ne: z.string() })),
});
export type CoverageIndex = z.infer<typeof CoverageIndex>;

const Place = {
  district: z.string(),
  district_ne: z.string(),
  /** The Nepal day the numbers are counted on. */
  today: z.string(),
};

/** GET /api/coverage/{district}: every ward of the district with known dogs, and the totals. */
export const DistrictCoverage = z.object({
  ...Place,
  wards: z.array(CoverageCounts.extend({ ward: z.number().int() })),
  totals: CoverageCounts,
});
export type DistrictCoverage = z.infer<typeof DistrictCoverage>;

/** A month of a ward's trend, counted on its last day (today, for this month). */
export const CoverageMonth = z.object({
  month: z.string().meta({ description: "YYYY-MM" }),
  counted_on: z.string(),
  dogs: z.number().int(),
  sterilised_share: z.number().nullable(),
  vaccinated_share: z.number().nullable(),
});
export type CoverageMonth = z.infer<typeof CoverageMonth>;

/** A known dog of the ward, as the public sees it: the dog, never its people. */
export const CoverageDog = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  tole: z.string().nullable(),
  sex: z.enum(DOG_SEXES),
  sterilised: z.boolean(),
  last_rabies_on: z.string().nullable(),
  registered_on: z.string(),
  photo: z.object({ key: z.string(), width: z.number(), height: z.number() }).nullable(),
});
export type CoverageDog = z.infer<typeof CoverageDog>;

/** GET /api/coverage/{district}/wards/{ward}: the ward's numbers, its last 12 months, its dogs. */
export const WardCoverage = z.object({
  ...Place,
  ward: z.number().int(),
  ...CoverageCounts.shape,
  trend: z.array(CoverageMonth),
  dog_list: z.array(CoverageDog),
});
export type WardCoverage = z.infer<typeof WardCoverage>;

/** How many months the ward's trend shows, this one included. */
export const COVERAGE_TREND_MONTHS = 12;
