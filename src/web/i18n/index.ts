import type { KeyOf } from "./keys";
import {
  createTranslator,
  type Language,
  type TextOptions,
  type Translator,
  type Words,
} from "./translator";

export type { Language, Words } from "./translator";
export { Trans, TranslatorProvider, useTranslation } from "./translation";
export type { TFunction } from "./keys";

export const LANGUAGES = [
  { code: "en", label: "English", locale: "en-GB" },
  { code: "ne", label: "नेपाली", locale: "ne-NP" },
] as const satisfies readonly { code: Language; label: string; locale: string }[];

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
 * Every feature keeps its strings in locales/<language>/<namespace>.json, each file a chunk of
 * its own, fetched when a page first needs that namespace; adding one needs no edit here. A
 * server-rendered page brings the words it used with it (docs/decisions/034-server-rendering.md),
 * so a first view fetches none.
 */
const localeFiles = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
  import: "default",
});

export const NAMESPACES = [
  ...new Set(Object.keys(localeFiles).map((path) => /\/([\w-]+)\.json$/.exec(path)![1]!)),
];

function loadNamespace(language: Language, namespace: string) {
  const load = localeFiles[`./locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No ${language} words for ${namespace}`));
  return load();
}

/**
 * The browser's words (`startI18n`), for what runs outside React: toasts, refusals. In the
 * browser only the page's language is loaded: Nepali has every key English has
 * (locales.test.ts), so it needs no English to fall back on.
 */
let browser: Translator = createTranslator("en", {}, loadNamespace);

/** The browser's translator, in `language`, with the words the server sent (none in `vite dev`). */
export async function startI18n(language: Language, words: Words = {}): Promise<Translator> {
  browser = createTranslator(language, { [language]: { ...words } }, loadNamespace);
  // Without the server's words (`vite dev`, a page drawn in the browser) every word is fetched.
  if (Object.keys(words).length === 0) await browser.need(NAMESPACES);
  return browser;
}

/** Loads `namespaces` in the page's language, before the page that reads them is drawn. */
export const loadWords = async (namespaces: readonly string[]) => {
  await browser.need(namespaces);
};

/** A text of the common namespace (or another, by `ns`), for code outside React. */
export const text = (key: KeyOf<"common">, options?: TextOptions) =>
  browser.text("common", key, options);

/**
 * A refusal of the API in the reader's language, by its stable code (src/contract/error-codes.ts);
 * the `errors` namespace loads with the first refusal shown.
 * English readers get the server's own sentence for the API's own codes, which may say more
 * (which field, which pet); the auth library's codes ("Invalid OTP") are said in our words, as
 * are all codes in other languages: the translation, or the server's sentence for a code without
 * one. What a sentence names (a store's question) comes in the refusal's `params` and fills the
 * translation's `{{name}}` (decision 035).
 */
export async function errorText(
  code: string | undefined,
  serverText: string,
  params: Record<string, string> = {},
): Promise<string> {
  if (!code) return serverText;
  if (browser.language === "en" && serverText) {
    const { API_ERROR_CODES } = await import("../../contract/error-codes");
    if ((API_ERROR_CODES as readonly string[]).includes(code)) return serverText;
  }
  await browser.need(["errors"]);
  return browser.text("errors", code, { defaultValue: serverText, ...params });
}

/**
 * The server's messages for refused fields are English sentences without codes: in another
 * language each refused field is marked with a plain request to check it, in that language.
 */
export function fieldErrorTexts(fields: Record<string, string> | undefined) {
  if (!fields || browser.language === "en") return fields;
  const check = text("refusal.field");
  return Object.fromEntries(Object.keys(fields).map((name) => [name, check]));
}

/**
 * The server's words, every namespace of both languages, read once at start. Each page is
 * rendered with a translator of its own (`forPage`), whose `usedWords` are what the page read.
 */
export async function i18nForServer() {
  const all: Partial<Record<Language, Words>> = {};
  await Promise.all(
    LANGUAGES.flatMap(({ code }) =>
      NAMESPACES.map(async (namespace) => {
        (all[code] ??= {})[namespace] = await loadNamespace(code, namespace);
      }),
    ),
  );
  return { forPage: (language: Language) => createTranslator(language, all) };
}

/** A language chosen in localStorage before the cookie existed: moved into the cookie. */
export function storedLanguage(): Language | undefined {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}

export async function setLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR}; samesite=lax`;
  localStorage.removeItem(STORAGE_KEY);
  await browser.setLanguage(language);
  document.documentElement.lang = language;
}

export function localeOf(language: string): string {
  return LANGUAGES.find((l) => l.code === language)?.locale ?? "en-GB";
}
