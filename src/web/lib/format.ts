import { useTranslation } from "react-i18next";
import { localeOf } from "../i18n";

/** Dates and numbers in the reader's language (Nepali uses Devanagari digits). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return {
    date: (value: string | Date) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(value)),
    dateTime: (value: string | Date) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(value),
      ),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
  };
}
