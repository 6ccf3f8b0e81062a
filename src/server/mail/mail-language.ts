import type { MailLanguage } from "./account-language";
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
 * A date and time in Nepal time, as the web shows it: English as en-GB writes it; Nepali with
 * Nepali month names and Devanagari digits (done by hand, as the web does, not by ICU's "ne").
 */
export function mailDateTime(language: MailLanguage, value: string | Date): string {
  const parts = nepalTime.formatToParts(new Date(value));
  if (language === "en") return parts.map((part) => part.value).join("");
  return parts
    .map((part) => {
      if (part.type === "month") return NEPALI_MONTHS[ENGLISH_MONTHS.indexOf(part.value)] ?? "";
      if (part.type === "literal" && part.value.includes("at")) return ", ";
      return toDevanagariDigits(part.value);
    })
    .join("");
}

/** Rupees, grouped the South Asian way (1,00,000); Devanagari digits in Nepali. */
export function mailRupees(language: MailLanguage, amount: number): string {
  const grouped = new Intl.NumberFormat("en-IN").format(amount);
  return language === "ne" ? `रु ${toDevanagariDigits(grouped)}` : `Rs ${grouped}`;
}
