import { latinDigits } from "./phone";

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;
/** Commas between groups of digits, as people write rupees: 1,000 and 1,00,000. */
const GROUPED = /^-?\d{1,3}(,\d{2,3})*(\.\d*)?$/;

/**
 * A number as a person typed it, in Latin or Devanagari digits ("750", "७५०", "1,000", "२.५",
 * "-३"): null when nothing was typed, NaN when the text is not a number, so a field can say so
 * instead of sending nothing. Every numeric field of the web reads its text with this.
 */
export function readTypedNumber(typed: string): number | null {
  const text = latinDigits(typed.trim()).replace(/[−–]/g, "-");
  if (text === "") return null;
  if (text.includes(",")) {
    if (!GROUPED.test(text)) return Number.NaN;
    return Number(text.replace(/,/g, ""));
  }
  return NUMBER.test(text) ? Number(text) : Number.NaN;
}
