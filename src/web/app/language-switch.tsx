import { useId } from "react";
import { useTranslation } from "../i18n";
import { LANGUAGES, setLanguage, type Language } from "../i18n";
import { useSession } from "../lib/api/session";
import { apiFetch } from "../lib/http";
import classes from "./language-switch.module.css";

/** PUT /api/me/language: the account's e-mails follow the language the site is read in. */
const saveAccountLanguage = (language: Language) =>
  apiFetch("PUT /me/language", { json: { language } });

/**
 * English | नेपाली, as two radios (Mantine's SegmentedControl cost every page 6 KB for this).
 * Each name is written in its own language and marked so (WCAG 3.1.2).
 */
export function LanguageSwitch() {
  const { t, language } = useTranslation();
  const { user } = useSession();
  // The header and the phone menu each hold one: two groups, not one.
  const name = useId();

  async function choose(language: Language) {
    await setLanguage(language);
    // A failed save only leaves the e-mails in the old language; the page has switched anyway.
    if (user) await saveAccountLanguage(language).catch(() => undefined);
  }

  return (
    <div role="radiogroup" className={classes.switch} aria-label={t("language.switchTo")}>
      {LANGUAGES.map(({ code, label }) => (
        <label key={code} className={classes.option} lang={code}>
          <input
            type="radio"
            name={name}
            value={code}
            checked={language === code}
            onChange={() => void choose(code)}
          />
          {label}
        </label>
      ))}
    </div>
  );
}
