import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LANGUAGES, setLanguage, type Language } from "../i18n";
import { useSession } from "../lib/api/session";
import { apiFetch } from "../lib/http";

/** PUT /api/me/language: the account's e-mails follow the language the site is read in. */
const saveAccountLanguage = (language: Language) =>
  apiFetch("/me/language", "OkResponse", { method: "PUT", body: { language } });

/** English | नेपाली. Each name is written in its own language and marked so (WCAG 3.1.2). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();

  async function choose(language: Language) {
    await setLanguage(language);
    // A failed save only leaves the e-mails in the old language; the page has switched anyway.
    if (user) await saveAccountLanguage(language).catch(() => undefined);
  }

  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t("language.switchTo")}
      value={i18n.language}
      onChange={(value) => void choose(value as Language)}
      data={LANGUAGES.map(({ code, label }) => ({
        value: code,
        label: <span lang={code}>{label}</span>,
      }))}
    />
  );
}
