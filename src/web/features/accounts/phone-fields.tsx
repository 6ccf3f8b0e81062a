import { TextInput } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { latinDigits, PHONE_CODE_LENGTH } from "../../../contract/phone";

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A Nepali mobile number, typed any usual way (with or without +977, in either script). */
export function PhoneField({ value, onChange, error, label }: FieldProps & { label?: string }) {
  const { t } = useTranslation("accounts");
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      label={label ?? t("phone.number")}
      description={t("phone.numberHint")}
      placeholder="98XXXXXXXX"
      autoComplete="tel-national"
      name="phone"
      required
      size="md"
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** The texted code: digits only, offered by the phone's keyboard from the SMS itself. */
export function CodeField({ value, onChange, error }: FieldProps) {
  const { t } = useTranslation("accounts");
  return (
    <TextInput
      label={t("phone.code")}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={PHONE_CODE_LENGTH}
      required
      size="md"
      value={value}
      error={error}
      data-autofocus
      onChange={(event) => onChange(latinDigits(event.currentTarget.value).replace(/\D/g, ""))}
      styles={{ input: { letterSpacing: "0.3em", fontVariantNumeric: "tabular-nums" } }}
    />
  );
}
