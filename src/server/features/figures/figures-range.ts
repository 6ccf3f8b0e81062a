import { nepalDay } from "../../../contract/calendar";
import { FIGURES_DEFAULT_MONTHS, FIGURES_MAX_MONTHS } from "../../../contract/figures";
import { addMonths, monthsBetween, monthsSpanned } from "../../../contract/months";
import { badRequest } from "../../lib/errors";

/**
 * The months a figures request counts (docs/product.md#figures): by default the last 12, this
 * month by Nepal's day included; `to` alone ends them elsewhere, `from` alone counts up to this
 * month. At most 36 months.
 */
export function figuresRange(
  query: { from?: string; to?: string },
  today: string = nepalDay(new Date()),
) {
  const to = query.to ?? today.slice(0, 7);
  const from = query.from ?? addMonths(to, 1 - FIGURES_DEFAULT_MONTHS);
  if (from > to) {
    throw badRequest("`from` must not be after `to`", undefined, "MONTH_RANGE_REVERSED");
  }
  if (monthsSpanned(from, to) > FIGURES_MAX_MONTHS) {
    throw badRequest(
      `At most ${FIGURES_MAX_MONTHS} months at a time`,
      undefined,
      "MONTH_RANGE_TOO_LONG",
    );
  }
  return { from, to, months: monthsBetween(from, to) };
}
