import type { AGE_GROUPS } from "./pet-profile";

/*
 * A pet's age and how long it has waited, from its days (docs/product.md#profile). Plain
 * values, no zod: the cards use them on the public first view.
 */

type AgeGroup = (typeof AGE_GROUPS)[number];

/**
 * The age, in whole months, at which each group begins; one rule for every species, since a
 * store's visitors read "young" the same way for a cat and a dog.
 */
export const AGE_GROUP_STARTS: readonly [AgeGroup, number][] = [
  ["senior", 96],
  ["adult", 36],
  ["young", 12],
  ["baby", 0],
];

/** A day as `YYYY-MM-DD`, in UTC: the same on the server and in any browser. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const partsOf = (day: string) =>
  day.slice(0, 10).split("-").map(Number) as [number, number, number];

/** Whole months from `from` to `to` (days or ISO timestamps); 0 when `to` is not later. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = partsOf(from);
  const [ty, tm, td] = partsOf(to);
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(0, months);
}

const daysBetween = (from: string, to: string) =>
  Math.max(
    0,
    Math.floor((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000),
  );

/** The age group a birth date puts a pet in today. */
export function ageGroupOf(birthDate: string, today: string): AgeGroup {
  const months = monthsBetween(birthDate, today);
  return AGE_GROUP_STARTS.find(([, start]) => months >= start)![0];
}

/**
 * A span as people say it: days under a month, months under two years, then years
 * ("10 days", "8 months", "3 years").
 */
export type Span = { unit: "days" | "months" | "years"; count: number };

export function spanBetween(from: string, to: string): Span {
  const months = monthsBetween(from, to);
  if (months < 1) return { unit: "days", count: daysBetween(from, to) };
  if (months < 24) return { unit: "months", count: months };
  return { unit: "years", count: Math.floor(months / 12) };
}

/**
 * The birth date an estimated age stands for ("about 2 years" → today two years ago), so an
 * estimate ages like a known date. `years` may have a decimal: 0.5 is six months.
 */
export function birthDateFromYears(years: number, today: string): string {
  const [y, m, d] = partsOf(today);
  const date = new Date(Date.UTC(y, m - 1 - Math.round(years * 12), 1));
  // The same day of the month, or the month's last day (31 March less one month is 28 February).
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, lastDay));
  return dayOf(date);
}
