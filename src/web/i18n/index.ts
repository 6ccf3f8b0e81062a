import i18n from "i18next";
import { initReactI18next } from "react-i18next";

export const LANGUAGES = [
  { code: "en", label: "English", locale: "en-GB" },
  { code: "ne", label: "नेपाली", locale: "ne-NP" },
] as const;
export type Language = (typeof LANGUAGES)[number]["code"];

const STORAGE_KEY = "sathi.language";

/**
 * Every feature keeps its strings in locales/<language>/<namespace>.json; they are all
 * picked up by pattern, so adding a namespace needs no edit here. English (the fallback) is
 * in the main bundle; Nepali comes in a chunk of its own, fetched only when it is read.
 */
const english = import.meta.glob<Record<string, unknown>>("./locales/en/*.json", {
  eager: true,
  import: "default",
});

const byNamespace = (files: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(files).flatMap(([path, resource]) => {
      const namespace = /\/([\w-]+)\.json$/.exec(path)?.[1];
      return namespace ? [[namespace, resource]] : [];
    }),
  );

async function loadLanguage(language: Language) {
  if (language === "en" || i18n.hasResourceBundle(language, "common")) return;
  const files = byNamespace((await import("./nepali")).default);
  for (const [namespace, resource] of Object.entries(files)) {
    i18n.addResourceBundle(language, namespace, resource);
  }
}

function initialLanguage(): Language {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(STORAGE_KEY);
  return stored === "ne" || stored === "en" ? stored : "en";
}

/** Resolves once the visitor's language can be shown; main.tsx renders after it. */
export const i18nReady = i18n
  .use(initReactI18next)
  .init({
    resources: { en: byNamespace(english) },
    partialBundledLanguages: true,
    lng: "en",
    fallbackLng: "en",
    defaultNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(async () => {
    const language = initialLanguage();
    await loadLanguage(language);
    if (language !== "en") await i18n.changeLanguage(language);
  });

export async function setLanguage(language: Language) {
  localStorage.setItem(STORAGE_KEY, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export function localeOf(language: string): string {
  return LANGUAGES.find((l) => l.code === language)?.locale ?? "en-GB";
}

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});
// The language may already be set (remembered from a visit before) when the listener is added.
if (typeof document !== "undefined") document.documentElement.lang = i18n.language;

export default i18n;
