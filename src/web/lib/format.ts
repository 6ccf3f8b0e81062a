import { useTranslation } from "../i18n";
import { localeOf } from "../i18n";
import { BS_MONTHS } from "../../contract/bikram-sambat";
import { nepalTime, nepalWallClock, writeDayInBothCalendars } from "../../contract/calendar";
import { NEPALI_MONTHS, toDevanagariDigits } from "../../contract/nepali-script";
import { formatNumber, formatRupees } from "./format-numbers";

export { formatNumber, formatRupees };

const NEPALI_WEEKDAYS = ["आइतबार", "सोमबार", "मङ्गलबार", "बुधबार", "बिहिबार", "शुक्रबार", "शनिबार"];

/*
 * Days and times are Nepal's whatever the reader's zone (src/contract/calendar.ts), so the server
 * and the browser draw the same text and a receipt's day is its mail's. Intl reads Nepal's wall
 * clock in UTC, where the clock's fields stand as they are.
 * Nepali is formatted by hand rather than with Intl's "ne" locale: many browsers (Debian's
 * Chromium, older Android WebViews) ship without Nepali locale data and silently print English.
 * Nepali dates are Bikram Sambat (year, month, day: "२०८१ बैशाख १"), weekdays and times in
 * Nepali with Devanagari digits. `calendar: "gregory"` keeps a Nepali date in AD, for what is
 * counted by AD months (donation totals).
 */
export function formatDate(
  language: string,
  value: string | Date,
  options: Intl.DateTimeFormatOptions,
) {
  if (language !== "ne") {
    const onNepalClock = { ...options, timeZone: "UTC" };
    return new Intl.DateTimeFormat(localeOf(language), onNepalClock).format(nepalWallClock(value));
  }
  if (options.calendar === "gregory") return nepaliGregorian(value, options);
  return nepaliBikramSambat(value, options);
}

/** The day as BS, then the time; the parts `options` asks for, in Nepali order. */
function nepaliBikramSambat(value: string | Date, options: Intl.DateTimeFormatOptions) {
  const { dateStyle, timeStyle, weekday, year, month, day, hour } = options;
  const { bs, weekday: weekdayIndex, time } = nepalTime(value);
  const monthName = BS_MONTHS.ne[bs.monthIndex]!;
  const dayParts: string[] = [];
  if (dateStyle === "short") {
    const pad = (n: number) => String(n).padStart(2, "0");
    dayParts.push(`${bs.year}/${pad(bs.monthIndex + 1)}/${pad(bs.day)}`);
  } else if (dateStyle) {
    dayParts.push(`${bs.year} ${monthName} ${bs.day}`);
  } else {
    if (year) dayParts.push(String(bs.year));
    if (month)
      dayParts.push(
        month === "numeric" || month === "2-digit" ? String(bs.monthIndex + 1) : monthName,
      );
    if (day) dayParts.push(String(bs.day));
  }
  const withWeekday =
    weekday || dateStyle === "full"
      ? [NEPALI_WEEKDAYS[weekdayIndex]!, dayParts.join(" ")].filter(Boolean).join(", ")
      : dayParts.join(" ");
  const clock = timeStyle || hour ? time : "";
  return toDevanagariDigits([withWeekday, clock].filter(Boolean).join(", "));
}

/** AD in Nepali: the English (en-GB) parts with Nepali month and weekday names. */
function nepaliGregorian(
  value: string | Date,
  { calendar: _calendar, ...options }: Intl.DateTimeFormatOptions,
) {
  const clock = nepalWallClock(value);
  return new Intl.DateTimeFormat("en-GB", { ...options, hourCycle: "h23", timeZone: "UTC" })
    .formatToParts(clock)
    .map((part) => {
      if (part.type === "month" && !/^\d+$/.test(part.value))
        return NEPALI_MONTHS[clock.getUTCMonth()];
      if (part.type === "weekday") return NEPALI_WEEKDAYS[clock.getUTCDay()];
      return toDevanagariDigits(part.value);
    })
    .join("");
}

/**
 * A day in both calendars, for what a person may need to show elsewhere (receipts, agreements):
 * Nepali "२०८१ बैशाख १ (१३ अप्रिल २०२४)", English "13 Apr 2024 (1 Baishakh 2081 BS)".
 */
export const formatDayInBothCalendars = (language: string, value: string | Date) =>
  writeDayInBothCalendars(language, value, "short");

/** Dates and numbers in the reader's language (Nepali uses Devanagari digits). */
export function useFormat() {
  const { language } = useTranslation();
  return {
    date: (value: string | Date) => formatDate(language, value, { dateStyle: "medium" }),
    dateTime: (value: string | Date) =>
      formatDate(language, value, { dateStyle: "medium", timeStyle: "short" }),
    /** Any other date shape, e.g. `{ month: "short" }` or `{ timeStyle: "short" }`. */
    dateWith: (value: string | Date, options: Intl.DateTimeFormatOptions) =>
      formatDate(language, value, options),
    /** A day in both calendars: receipts and agreements. */
    dayInBothCalendars: (value: string | Date) => formatDayInBothCalendars(language, value),
    number: (value: number) => formatNumber(language, value),
    rupees: (value: number) => formatRupees(language, value),
  };
}
