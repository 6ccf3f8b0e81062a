import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LANGUAGES, setLanguage, type Language } from "../i18n";

/** English | नेपाली. Each name is written in its own language and marked so (WCAG 3.1.2). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t("language.switchTo")}
      value={i18n.language}
      onChange={(value) => void setLanguage(value as Language)}
      data={LANGUAGES.map(({ code, label }) => ({
        value: code,
        label: <span lang={code}>{label}</span>,
      }))}
    />
  );
}
