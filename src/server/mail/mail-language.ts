import type { MailLanguage } from "./account-language";
import { BS_MONTHS, toBikramSambat } from "../../contract/bikram-sambat";
import { NEPALI_MONTHS, toDevanagariDigits } from "../../contract/nepali-script";

/**
 * What a mail says in one language: its subject, paragraphs, the label of its button and a
 * footnote. Each mail keeps its languages side by side, `{ en: (...) => Words, ne: ... }`.
 */
export interface Words {
  subject: string;
  paragraphs: string[];
  action?: string;
  footnote?: string;
}

export type Letters<Args extends unknown[]> = Record<MailLanguage, (...args: Args) => Words>;

/** "Namaste Asha," in English mails as in Nepali ones: the word is the same, the script not. */
export function greet(language: MailLanguage, name: string | null | undefined, fallback?: string) {
  const first = name?.trim().split(/\s+/)[0] || fallback || "";
  if (language === "ne") return first ? `नमस्ते ${first},` : "नमस्ते,";
  return first ? `Namaste ${first},` : "Namaste,";
}

const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

// The shelter is in Nepal: dates in mails are Nepal time whatever the server's zone.
const nepalTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Asia/Kathmandu",
  hourCycle: "h23",
});

/**
 * A date and time in Nepal time, in both calendars, since a receipt may be shown where either is
 * asked for: English as en-GB writes it with the Bikram Sambat day beside it ("26 November 2026
 * (10 Mangsir 2083 BS) at 17:38"); Nepali in BS with the AD day beside it, Nepali month names and
 * Devanagari digits ("२०८३ मंसिर १० (२६ नोभेम्बर २०२६), १७:३८"), by hand as the web does.
 */
export function mailDateTime(language: MailLanguage, value: string | Date): string {
  const parts = nepalTime.formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? "";
  const monthIndex = ENGLISH_MONTHS.indexOf(part("month"));
  const [year, day] = [Number(part("year")), Number(part("day"))];
  const bs = toBikramSambat(year, monthIndex, day);
  const time = `${part("hour")}:${part("minute")}`;
  if (language === "en") {
    const bsDay = `${bs.day} ${BS_MONTHS.en[bs.monthIndex]} ${bs.year} BS`;
    return `${day} ${part("month")} ${year} (${bsDay}) at ${time}`;
  }
  const adDay = `${day} ${NEPALI_MONTHS[monthIndex]} ${year}`;
  return toDevanagariDigits(
    `${bs.year} ${BS_MONTHS.ne[bs.monthIndex]} ${bs.day} (${adDay}), ${time}`,
  );
}

/** Rupees, grouped the South Asian way (1,00,000); Devanagari digits in Nepali. */
export function mailRupees(language: MailLanguage, amount: number): string {
  const grouped = new Intl.NumberFormat("en-IN").format(amount);
  return language === "ne" ? `रू ${toDevanagariDigits(grouped)}` : `Rs ${grouped}`;
}
