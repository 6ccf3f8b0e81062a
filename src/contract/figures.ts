import { z } from "zod";
import { OUTCOME_KINDS } from "./animal-values";

/**
 * A store's own figures, and the same across all stores for the admin (docs/product.md#figures):
 * counted from the animals' events and health records. Routes in server/features/figures.
 */

/** The months shown unless asked otherwise: the last 12, this one (Nepal's) included. */
export const FIGURES_DEFAULT_MONTHS = 12;
/** The most months one answer counts. */
export const FIGURES_MAX_MONTHS = 36;

/** A calendar (AD) month, `YYYY-MM`. */
const Month = z.string().superRefine((value, ctx) => {
  if (!/^[1-9]\d{3}-(0[1-9]|1[0-2])$/.test(value)) {
    ctx.addIssue({
      code: "custom",
      message: "A month must be written YYYY-MM",
      params: { code: "MONTH_INVALID" },
    });
  }
});

/** `from` and `to` are the first and last month, both counted; either may be left out. */
export const FiguresQuery = z.object({
  from: Month.optional().meta({ description: "First month, YYYY-MM (AD)", example: "2026-01" }),
  to: Month.optional().meta({ description: "Last month, YYYY-MM (AD)", example: "2026-12" }),
});
export type FiguresQuery = z.infer<typeof FiguresQuery>;

/** How many animals left in each way, one count per outcome kind. */
export const OutcomeCounts = z.object(
  Object.fromEntries(OUTCOME_KINDS.map((kind) => [kind, z.number().int()])) as Record<
    (typeof OUTCOME_KINDS)[number],
    z.ZodNumber
  >,
);
export type OutcomeCounts = z.infer<typeof OutcomeCounts>;

/** The animals of one species (the pet's category) in care now. */
export const InCareRow = z.object({
  species: z.object({
    id: z.number().int(),
    category: z.string(),
    /** Its Nepali name, where the category has one. */
    category_ne: z.string().nullable(),
  }),
  in_centre: z.number().int(),
  in_foster: z.number().int(),
});
export type InCareRow = z.infer<typeof InCareRow>;

export const FiguresMonth = z.object({
  month: z.string().meta({ description: "YYYY-MM (AD)" }),
  intakes: z.number().int(),
  outcomes: OutcomeCounts,
  returns: z.number().int(),
  vaccinations: z.number().int(),
});
export type FiguresMonth = z.infer<typeof FiguresMonth>;

/** GET /api/vendors/{id}/figures and GET /api/admin/figures. */
export const Figures = z.object({
  /** The months counted, as asked or by default. */
  from: z.string(),
  to: z.string(),
  in_care_now: z.array(InCareRow),
  /** Every month of the range, oldest first, with zeros where nothing happened. */
  months: z.array(FiguresMonth),
  totals: z.object({
    intakes: z.number().int(),
    outcomes: OutcomeCounts,
    returns: z.number().int(),
    vaccinations: z.number().int(),
    /** Days from each adoption's latest earlier intake to it, the median; null with none. */
    median_days_to_adoption: z.number().nullable(),
    /** Live outcomes over all outcomes, 0 to 1; null with no outcome. */
    live_release_rate: z.number().nullable(),
  }),
});
export type Figures = z.infer<typeof Figures>;
