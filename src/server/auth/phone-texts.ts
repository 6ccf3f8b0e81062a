import {
  PHONE_CODE_MINUTES,
  PHONE_CODE_MISSES,
  PHONE_CODE_PAUSE_MINUTES,
} from "../../contract/phone";
import { toDevanagariDigits } from "../../contract/nepali-script";
import type { SiteLanguage } from "../lib/request-language";

/** The texts about codes (docs/product.md#sms), each in English and Nepali. */
/** A number in a Nepali text, in Devanagari digits (docs/product.md#glossary); the code stays 0–9 to be typed. */
const ne = (value: number) => toDevanagariDigits(String(value));

type Text<Args extends unknown[]> = Record<SiteLanguage, (site: string, ...args: Args) => string>;

export const CODE_TEXT: Text<[code: string]> = {
  en: (site, code) =>
    `${code} is your ${site} code. It works for ${PHONE_CODE_MINUTES} minutes. Do not share it.`,
  ne: (site, code) =>
    `${code} तपाईंको ${site} कोड हो। यो ${ne(PHONE_CODE_MINUTES)} मिनेटसम्म चल्छ। कसैलाई नदिनुहोस्।`,
};

export const RESET_CODE_TEXT: Text<[code: string]> = {
  en: (site, code) =>
    `${code} is your ${site} code to choose a new password. It works for ${PHONE_CODE_MINUTES} minutes. Do not share it; if you did not ask for it, ignore this text.`,
  ne: (site, code) =>
    `${code} तपाईंको ${site} नयाँ पासवर्ड रोज्ने कोड हो। यो ${ne(PHONE_CODE_MINUTES)} मिनेटसम्म चल्छ। कसैलाई नदिनुहोस्; तपाईंले माग्नुभएको होइन भने यो SMS बेवास्ता गर्नुहोस्।`,
};

export const CODES_PAUSED_TEXT: Text<[]> = {
  en: (site) =>
    `${site}: wrong codes were typed ${PHONE_CODE_MISSES} times for your number, so its codes are paused for ${PHONE_CODE_PAUSE_MINUTES} minutes. If that was not you, someone may be guessing: never share a code.`,
  ne: (site) =>
    `${site}: तपाईंको नम्बरका लागि ${ne(PHONE_CODE_MISSES)} पटक गलत कोड लेखियो, त्यसैले यसका कोडहरू ${ne(PHONE_CODE_PAUSE_MINUTES)} मिनेटका लागि रोकिएका छन्। तपाईं हुनुहुन्न भने कसैले अनुमान गरिरहेको हुन सक्छ: कोड कसैलाई नदिनुहोस्।`,
};
