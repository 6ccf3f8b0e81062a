import { BS_MONTHS, toBikramSambat, type BsDay } from "./bikram-sambat";
import { NEPALI_MONTHS, toDevanagariDigits } from "./nepali-script";

/*
 * Nepal's days and times, for pages and mails alike (docs/product.md#messages): whatever the zone
 * of the server or of the reader's device, a receipt shows the day it was in Nepal, so the mail
 * and the page agree, and the server and the browser render the same text.
 */

/** Asia/Kathmandu keeps one offset all year: UTC+5:45, with no daylight saving since 1986. */
export const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

// A day or a time written without a zone ("2026-12-12", "2026-12-12T10:00:00") is Nepal's.
const WITHOUT_ZONE = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/;

/**
 * Nepal's wall clock for a value, as a `Date` whose UTC fields are the clock's: read it with
 * `getUTC…` or with Intl's `timeZone: "UTC"`. An instant (a `Date`, an ISO time with `Z` or an
 * offset) is moved to Nepal time; a day or time written without a zone is taken as written.
 */
export function nepalWallClock(value: string | Date): Date {
  const written = typeof value === "string" ? WITHOUT_ZONE.exec(value) : null;
  if (written) return new Date(`${written[1]}T${written[2] ?? "00:00"}Z`);
  return new Date(new Date(value).getTime() + NEPAL_OFFSET_MS);
}

/** A moment as Nepal's clocks and both its calendars show it. */
export interface NepalTime {
  /** The AD day: its year, month 0-11 and day, as `Date` counts them. */
  ad: { year: number; monthIndex: number; day: number };
  bs: BsDay;
  /** 0 for Sunday … 6 for Saturday. */
  weekday: number;
  /** On the 24-hour clock, "17:38". */
  time: string;
}

export function nepalTime(value: string | Date): NepalTime {
  const clock = nepalWallClock(value);
  const ad = {
    year: clock.getUTCFullYear(),
    monthIndex: clock.getUTCMonth(),
    day: clock.getUTCDate(),
  };
  return {
    ad,
    bs: toBikramSambat(ad.year, ad.monthIndex, ad.day),
    weekday: clock.getUTCDay(),
    time: clock.toISOString().slice(11, 16),
  };
}

/** The day in Nepal, `YYYY-MM-DD` (AD). */
export const nepalDay = (value: string | Date) => nepalWallClock(value).toISOString().slice(0, 10);

/**
 * The day in both calendars, as a receipt or an agreement gives it: Nepali in BS with the AD day
 * beside it, Nepali month names and Devanagari digits ("२०८१ बैशाख १ (१३ अप्रिल २०२४)"); English
 * as en-GB writes it, with the BS day beside it ("13 Apr 2024 (1 Baishakh 2081 BS)", or "13 April
 * 2024 (…)" with `adMonth` long). Nepali by hand, as Intl's "ne" locale is missing in many
 * browsers (src/contract/nepali-script.ts).
 */
export function writeDayInBothCalendars(
  language: string,
  value: string | Date,
  adMonth: "short" | "long",
): string {
  const { ad, bs } = nepalTime(value);
  if (language === "ne") {
    const adDay = `${ad.day} ${NEPALI_MONTHS[ad.monthIndex]} ${ad.year}`;
    return toDevanagariDigits(`${bs.year} ${BS_MONTHS.ne[bs.monthIndex]} ${bs.day} (${adDay})`);
  }
  const adDay = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: adMonth,
    year: "numeric",
    timeZone: "UTC",
  }).format(nepalWallClock(value));
  return `${adDay} (${bs.day} ${BS_MONTHS.en[bs.monthIndex]} ${bs.year} BS)`;
}

/**
 * A real day written `YYYY-MM-DD` (not 2026-02-30 nor 2026-13-01) within the years an animal's
 * records and movements can be about: 1980 to 2099.
 */
export function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "1980-01-01" || value > "2099-12-31") {
    return false;
  }
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The same day `years` years before ("2026-11-29" → "2025-11-29"), for "within the last year". */
export const yearsBefore = (day: string, years: number) =>
  `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
