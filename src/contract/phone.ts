/**
 * Nepali mobile numbers (docs/product.md#sms): ten digits in a range an operator uses, typed with
 * or without +977 or 977, with spaces or dashes, in Latin or Devanagari digits; kept in E.164.
 */
const DEVANAGARI_ZERO = 0x0966;

/**
 * The first three digits each operator's mobile numbers start with: NTC, Ncell, SmartCell, UTL.
 * Codes cost money, so a number in a range no operator uses gets none.
 */
export const MOBILE_PREFIXES = {
  ntc: ["984", "985", "986", "974", "975", "976"],
  ncell: ["980", "981", "982"],
  smartCell: ["961", "962", "988"],
  utl: ["972"],
} as const;

const MOBILE = new RegExp(`^(${Object.values(MOBILE_PREFIXES).flat().join("|")})\\d{7}$`);

/** Devanagari digits as Latin ones, the rest as it is. */
export const latinDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));

/** The number in E.164 (+9779812345678), or null when it is not a Nepali mobile number. */
export function toNepaliMobile(typed: string): string | null {
  const digits = latinDigits(typed.trim()).replace(/[\s\-().]/g, "");
  const national = digits.replace(/^(\+977|00977|977)/, "");
  return MOBILE.test(national) ? `+977${national}` : null;
}

/** As a person reads it: 98XXXXXXXX, without the country code. */
export const localMobile = (e164: string) => e164.replace(/^\+977/, "");

/**
 * An account made with a phone alone has no e-mail yet, but the auth library needs one: it gets
 * an address on a domain that cannot receive mail (RFC 2606), which nothing sends to and no
 * screen shows (docs/decisions/038-accounts-by-phone.md).
 */
const NO_EMAIL_DOMAIN = "@phone.sathi.invalid";

export const placeholderEmail = (e164: string) => `${e164.replace("+", "")}${NO_EMAIL_DOMAIN}`;
export const isPlaceholderEmail = (email: string) => email.toLowerCase().endsWith(NO_EMAIL_DOMAIN);

/** Codes texted to prove a number: 6 digits, 5 minutes, 3 tries. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 5;
export const PHONE_CODE_TRIES = 3;
/**
 * Wrong codes typed for one number in an hour, whatever code and whoever types them, before
 * codes for it pause for PHONE_CODE_PAUSE_MINUTES (docs/product.md#sms).
 */
export const PHONE_CODE_MISSES = 6;
export const PHONE_CODE_PAUSE_MINUTES = 60;
