import i18n from "i18next";
import { initReactI18next } from "react-i18next";

export const LANGUAGES = [
  { code: "en", label: "English", locale: "en-GB" },
  { code: "ne", label: "नेपाली", locale: "ne-NP" },
] as const;
export type Language = (typeof LANGUAGES)[number]["code"];

const STORAGE_KEY = "sathi.language";

/**
 * Every feature keeps its strings in locales/<language>/<namespace>.json;
 * they are all picked up here, so adding a namespace needs no edit to this file.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json", {
  eager: true,
});

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  (resources[language] ??= {})[namespace] = module.default;
}

function initialLanguage(): Language {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(STORAGE_KEY);
  return stored === "ne" || stored === "en" ? stored : "en";
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: "en",
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(language: Language) {
  localStorage.setItem(STORAGE_KEY, language);
  void i18n.changeLanguage(language);
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
