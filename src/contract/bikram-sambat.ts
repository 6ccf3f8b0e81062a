import converter from "nepali-date-converter";
import { BS_MONTHS } from "./bs-months";

// Node loads the package's CommonJS build, whose class is on `default`; bundlers give the class.
const NepaliDate = (converter as unknown as { default?: typeof converter }).default ?? converter;

/**
 * Nepal's calendar, Bikram Sambat (BS): the dates Nepali readers see (docs/product.md#messages).
 * The conversion is the nepali-date-converter package's table; the month names are ours.
 */
export { BS_MONTHS };

export interface BsDay {
  year: number;
  /** 0 for Baishakh … 11 for Chaitra. */
  monthIndex: number;
  day: number;
}

/**
 * The AD day (`YYYY-MM-DD`) of a BS day, or null when the month has fewer days (BS months run
 * 29 to 32 days) or the year is outside the conversion's table.
 */
export function fromBikramSambat({ year, monthIndex, day }: BsDay): string | null {
  try {
    const ad = new NepaliDate(year, monthIndex, day).getAD();
    const back = toBikramSambat(ad.year, ad.month, ad.date);
    if (back.year !== year || back.monthIndex !== monthIndex || back.day !== day) return null;
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${ad.year}-${pad(ad.month + 1)}-${pad(ad.date)}`;
  } catch {
    return null;
  }
}

/** The BS day of a Gregorian calendar day (its year, month 0-11 and day, as `Date` counts them). */
export function toBikramSambat(year: number, monthIndex: number, day: number): BsDay {
  const bs = new NepaliDate(new Date(year, monthIndex, day, 12)).getBS();
  return { year: bs.year, monthIndex: bs.month, day: bs.date };
}
