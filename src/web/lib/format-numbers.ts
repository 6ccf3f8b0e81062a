import { useTranslation } from "../i18n";
import { toDevanagariDigits } from "../../contract/nepali-script";

/*
 * Numbers and rupees apart from dates: the listing's cards and a pet's page need only these, and
 * dates bring the Bikram Sambat table with them (lib/format.ts).
 */

// Made once per locale: making a formatter costs far more than using one (a fresh server render
// formats every card's fee).
const formatters = new Map<string, Intl.NumberFormat>();
const grouping = (locale: string) => {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.NumberFormat(locale)));
  return formatter;
};

// Whole numbers are grouped here, not by Intl: a page's first formatter loads its locale's data,
// some 15 ms on this machine (60 on a slow phone), a long task in the middle of hydration.
function group(value: number, locale: "en-GB" | "en-IN") {
  if (!Number.isSafeInteger(value)) return grouping(locale).format(value);
  const digits = String(Math.abs(value));
  const size = locale === "en-IN" ? 2 : 3;
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= size) {
    grouped = `${digits.slice(Math.max(0, end - size), end)},${grouped}`;
  }
  return value < 0 ? `-${grouped}` : grouped;
}

export function formatNumber(language: string, value: number) {
  // Nepali groups digits the South Asian way (1,00,000), as en-IN does.
  if (language === "ne") return toDevanagariDigits(group(value, "en-IN"));
  return group(value, "en-GB");
}

/**
 * Whole rupees as written in Nepal, grouped in lakhs in both languages: "Rs 1,23,456",
 * "रू १,२३,४५६" (as mails write it).
 */
export function formatRupees(language: string, value: number) {
  const grouped = group(value, "en-IN");
  return language === "ne" ? `रू ${toDevanagariDigits(grouped)}` : `Rs ${grouped}`;
}

/** Numbers and rupees in the reader's language (Nepali uses Devanagari digits). */
export function useNumberFormat() {
  const { language } = useTranslation();
  return {
    number: (value: number) => formatNumber(language, value),
    rupees: (value: number) => formatRupees(language, value),
  };
}
