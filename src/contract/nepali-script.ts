/**
 * Nepali written by hand rather than by Intl's "ne" locale, which many browsers and Node builds
 * lack (they print English silently): the web's dates and numbers and the mails' use these.
 */
const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** The Gregorian months in Nepali, January first. */
export const NEPALI_MONTHS = [
  "जनवरी",
  "फेब्रुअरी",
  "मार्च",
  "अप्रिल",
  "मे",
  "जुन",
  "जुलाई",
  "अगस्ट",
  "सेप्टेम्बर",
  "अक्टोबर",
  "नोभेम्बर",
  "डिसेम्बर",
];

export const toDevanagariDigits = (text: string) =>
  text.replace(/\d/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!);
