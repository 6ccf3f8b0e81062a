import { SegmentedControl } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LANGUAGES, setLanguage, type Language } from "../i18n";

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t("language.switchTo")}
      value={i18n.language}
      onChange={(value) => setLanguage(value as Language)}
      data={LANGUAGES.map(({ code, label }) => ({ value: code, label }))}
    />
  );
}
