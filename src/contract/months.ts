/**
 * Calendar (AD) months written `YYYY-MM`, counted as the figures count them
 * (docs/product.md#figures): on the server for the range, in the browser for its month picker.
 */

/** A month as a count of months since year 0, and back. */
const indexOf = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;

/** The month `count` months after `month` (before, when negative). */
export const addMonths = (month: string, count: number) => monthAt(indexOf(month) + count);

/** How many months from `from` to `to`, both counted: 1 for one month. */
export const monthsSpanned = (from: string, to: string) => indexOf(to) - indexOf(from) + 1;

/** Every month from `from` to `to`, both included, oldest first. */
export const monthsBetween = (from: string, to: string) =>
  Array.from({ length: Math.max(0, monthsSpanned(from, to)) }, (_, i) => addMonths(from, i));
