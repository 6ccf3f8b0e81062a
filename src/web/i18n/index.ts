import i18n, { type BackendModule, type i18n as I18n, type ResourceKey } from "i18next";
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

/** A page's words: each namespace it used, in its language (what the server sends along). */
export type Words = Record<string, Record<string, unknown>>;

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

const bundledLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No ${language} words for ${namespace}`), false);
    load().then(
      (resource) => callback(null, resource as ResourceKey),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The app's i18next, starting in `language` with `words` already in hand. In the browser only
 * the page's language is loaded: Nepali has every key English has (locales.test.ts), so it needs
 * no English to fall back on.
 */
function init(language: Language, words: Words, fallbackLng: Language | false) {
  return i18n
    .use(bundledLocales)
    .use(initReactI18next)
    .init({
      resources: { [language]: words },
      partialBundledLanguages: true,
      ns: Object.keys(words),
      lng: language,
      fallbackLng,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

/** The browser's i18next, in `language`, with the words the server sent (none in `vite dev`). */
export async function startI18n(language: Language, words: Words = {}): Promise<I18n> {
  await init(language, words, false);
  // Without the server's words (`vite dev`, a page drawn in the browser) every word is fetched.
  if (Object.keys(words).length === 0) await i18n.loadNamespaces(NAMESPACES);
  return i18n;
}

/** Loads `namespaces` in the page's language, before the page that reads them is drawn. */
export const loadWords = (namespaces: readonly string[]) => i18n.loadNamespaces([...namespaces]);

/**
 * A refusal of the API in the reader's language, by its stable code (src/contract/error-codes.ts);
 * the `errors` namespace loads with the first refusal shown.
 * English readers get the server's own sentence, which may say more (which field, which pet);
 * others get the translation, or the server's sentence for a code without one. What a sentence
 * names (a centre's question) comes in the refusal's `params` and fills the translation's
 * `{{name}}` (decision 035).
 */
export async function errorText(
  code: string | undefined,
  serverText: string,
  params: Record<string, string> = {},
): Promise<string> {
  const language = i18n.language;
  if (!code || (language === "en" && serverText)) return serverText;
  await i18n.loadNamespaces("errors");
  return i18n.t(code as keyof typeof englishErrors, {
    ns: "errors",
    lng: language,
    defaultValue: serverText,
    ...params,
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

/**
 * The server's i18next, with every word of both languages: made once, at start. Each page is
 * rendered with a copy of its own (`forPage`), which notes the namespaces the page used.
 */
export async function i18nForServer() {
  await init("en", {}, "en");
  await i18n.loadNamespaces(NAMESPACES);
  // Every namespace loaded so far, in every language.
  await i18n.loadLanguages(LANGUAGES.map(({ code }) => code));
  return {
    forPage: (language: Language) => i18n.cloneInstance({ lng: language, initAsync: false }),
    /** The words a page rendered with `page` used, in its language, to send along with it. */
    wordsOf: (page: I18n): Words =>
      Object.fromEntries(
        (page.reportNamespaces?.getUsedNamespaces() ?? []).map((namespace) => [
          namespace,
          page.getResourceBundle(page.language, namespace) as Record<string, unknown>,
        ]),
      ),
  };
}

/** A language chosen in localStorage before the cookie existed: moved into the cookie. */
export function storedLanguage(): Language | undefined {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}

export async function setLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR}; samesite=lax`;
  localStorage.removeItem(STORAGE_KEY);
  // Loads, in the new language, every namespace loaded so far.
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function localeOf(language: string): string {
  return LANGUAGES.find((l) => l.code === language)?.locale ?? "en-GB";
}

export default i18n;
