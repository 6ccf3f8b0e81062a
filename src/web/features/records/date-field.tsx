import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { formatDate } from "../../lib/format";

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A day, picked with the browser's date input as the pet form's days are; the day chosen is said
 * beneath it in the reader's calendar (Bikram Sambat in Nepali, AD in English).
 */
export function DateField({ value, ...props }: TextInputProps) {
  const { language } = useTranslation();
  return (
    <TextInput
      type="date"
      value={value}
      description={
        typeof value === "string" && isDay(value)
          ? formatDate(language, value, { dateStyle: "long" })
          : undefined
      }
      {...props}
    />
  );
}
