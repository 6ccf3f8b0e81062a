import i18n, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type englishErrors from "./locales/en/errors.json";

export const LANGUAGES = [
  { code: "en", label: "English", locale: "en-GB" },
  { code: "ne", label: "नेपाली", locale: "ne-NP" },
] as const;
export type Language = (typeof LANGUAGES)[number]["code"];

/**
 * The visitor's choice, in a cookie the server reads to render pages in her language
 * (docs/decisions/034-server-rendering.md). Earlier visits kept it in localStorage only.
 */
export const LANGUAGE_COOKIE = "sathi.lang";
const STORAGE_KEY = "sathi.language";
const A_YEAR = 365 * 24 * 3600;

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some(({ code }) => code === value);

/**
 * Every feature keeps its strings in locales/<language>/<namespace>.json; they are all
 * picked up by pattern, so adding a namespace needs no edit here. English (the fallback) is
 * in the main bundle; Nepali comes in a chunk of its own, fetched only when it is read.
 */
const english = import.meta.glob<Record<string, unknown>>(
  ["./locales/en/*.json", "!./locales/en/errors.json"],
  { eager: true, import: "default" },
);

const byNamespace = (files: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(files).flatMap(([path, resource]) => {
      const namespace = /\/([\w-]+)\.json$/.exec(path)?.[1];
      return namespace ? [[namespace, resource]] : [];
    }),
  );

export async function loadLanguage(language: Language) {
  if (language === "en" || i18n.hasResourceBundle(language, "common")) return;
  const files = byNamespace((await import("./nepali")).default);
  for (const [namespace, resource] of Object.entries(files)) {
    i18n.addResourceBundle(language, namespace, resource);
  }
}

const ready = i18n.use(initReactI18next).init({
  resources: { en: byNamespace(english) },
  partialBundledLanguages: true,
  lng: "en",
  fallbackLng: "en",
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The app's i18next in `language`, with its words loaded; the browser renders after it. */
// The API's refusals, by code, in each language: read only when one is to be shown.
const errorTexts = import.meta.glob<Record<string, string>>("./locales/*/errors.json", {
  import: "default",
});

/**
 * A refusal of the API in the reader's language, by its stable code (src/contract/error-codes.ts).
 * English readers get the server's own sentence, which may say more (which field, which pet);
 * others get the translation, or the server's sentence for a code without one.
 */
export async function errorText(code: string | undefined, serverText: string): Promise<string> {
  const language = i18n.language;
  if (!code || (language === "en" && serverText)) return serverText;
  if (!i18n.hasResourceBundle(language, "errors")) {
    const load = errorTexts[`./locales/${language}/errors.json`];
    if (load) i18n.addResourceBundle(language, "errors", await load());
  }
  return i18n.t(code as keyof typeof englishErrors, {
    ns: "errors",
    lng: language,
    defaultValue: serverText,
  });
}

/**
 * The server's messages for refused fields are English sentences without codes: in another
 * language each refused field is marked with a plain request to check it, in that language.
 */
export function fieldErrorTexts(fields: Record<string, string> | undefined) {
  if (!fields || i18n.language === "en") return fields;
  const text = i18n.t("refusal.field", { ns: "common" });
  return Object.fromEntries(Object.keys(fields).map((name) => [name, text]));
}

export async function startI18n(language: Language): Promise<I18n> {
  await ready;
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return i18n;
}

/**
 * One i18next per language for the server: pages in both languages are rendered at once, so
 * none may change the shared instance's language. Made once, at start, with both languages' words.
 */
export async function i18nForServer(): Promise<Record<Language, I18n>> {
  await ready;
  await loadLanguage("ne");
  const forLanguage = (lng: Language) => i18n.cloneInstance({ lng, initAsync: false });
  return { en: forLanguage("en"), ne: forLanguage("ne") };
}

/** A language chosen in localStorage before the cookie existed: moved into the cookie. */
export function storedLanguage(): Language | undefined {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}

export async function setLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR}; samesite=lax`;
  localStorage.removeItem(STORAGE_KEY);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function localeOf(language: string): string {
  return LANGUAGES.find((l) => l.code === language)?.locale ?? "en-GB";
}

export default i18n;
