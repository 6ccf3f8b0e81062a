import type { MailLanguage } from "./account-language";
import { nepalTime, writeDayInBothCalendars } from "../../contract/calendar";
import { toDevanagariDigits } from "../../contract/nepali-script";

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

/**
 * A date and time in Nepal time, in both calendars, since a receipt may be shown where either is
 * asked for, and on the day its page shows (src/contract/calendar.ts): English as en-GB writes it
 * with the Bikram Sambat day beside it ("26 November 2026 (10 Mangsir 2083 BS) at 17:38"); Nepali
 * in BS with the AD day beside it ("२०८३ मंसिर १० (२६ नोभेम्बर २०२६), १७:३८").
 */
export function mailDateTime(language: MailLanguage, value: string | Date): string {
  const day = writeDayInBothCalendars(language, value, "long");
  const { time } = nepalTime(value);
  return language === "en" ? `${day} at ${time}` : `${day}, ${toDevanagariDigits(time)}`;
}

/** Rupees, grouped the South Asian way (1,00,000); Devanagari digits in Nepali. */
export function mailRupees(language: MailLanguage, amount: number): string {
  const grouped = new Intl.NumberFormat("en-IN").format(amount);
  return language === "ne" ? `रू ${toDevanagariDigits(grouped)}` : `Rs ${grouped}`;
}
