import { useTranslation } from "react-i18next";
import { localeOf } from "../i18n";
import { NEPALI_MONTHS, toDevanagariDigits } from "../../contract/nepali-script";

const NEPALI_WEEKDAYS = ["आइतबार", "सोमबार", "मङ्गलबार", "बुधबार", "बिहिबार", "शुक्रबार", "शनिबार"];

/*
 * Nepali is formatted by hand rather than with Intl's "ne" locale: many browsers (Debian's
 * Chromium, older Android WebViews) ship without Nepali locale data and silently print English.
 * The English (en-GB) parts are translated: Nepali month and weekday names, Devanagari digits.
 */
export function formatDate(
  language: string,
  value: string | Date,
  options: Intl.DateTimeFormatOptions,
) {
  const date = new Date(value);
  if (language !== "ne") return new Intl.DateTimeFormat(localeOf(language), options).format(date);
  return new Intl.DateTimeFormat("en-GB", { ...options, hourCycle: "h23" })
    .formatToParts(date)
    .map((part) => {
      if (part.type === "month" && !/^\d+$/.test(part.value)) return NEPALI_MONTHS[date.getMonth()];
      if (part.type === "weekday") return NEPALI_WEEKDAYS[date.getDay()];
      return toDevanagariDigits(part.value);
    })
    .join("");
}

export function formatNumber(language: string, value: number) {
  // Nepali groups digits the South Asian way (1,00,000), as en-IN does.
  if (language === "ne") return toDevanagariDigits(new Intl.NumberFormat("en-IN").format(value));
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** Whole rupees as written in each language: "Rs 1,500", "रु १,५००" (as mails write it). */
export function formatRupees(language: string, value: number) {
  return `${language === "ne" ? "रु" : "Rs"} ${formatNumber(language, value)}`;
}

/** Dates and numbers in the reader's language (Nepali uses Devanagari digits). */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    date: (value: string | Date) => formatDate(language, value, { dateStyle: "medium" }),
    dateTime: (value: string | Date) =>
      formatDate(language, value, { dateStyle: "medium", timeStyle: "short" }),
    /** Any other date shape, e.g. `{ month: "short" }` or `{ timeStyle: "short" }`. */
    dateWith: (value: string | Date, options: Intl.DateTimeFormatOptions) =>
      formatDate(language, value, options),
    number: (value: number) => formatNumber(language, value),
    rupees: (value: number) => formatRupees(language, value),
  };
}
