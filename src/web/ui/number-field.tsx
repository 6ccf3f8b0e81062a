import { TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";
import { readTypedNumber } from "../../contract/typed-number";
import { useTranslation } from "../i18n";
import { formatNumber } from "../lib/format-numbers";

/** A number; "" when the field is empty; the text as typed when it is not a number. */
export type NumberFieldValue = number | string;

export interface NumberFieldProps extends Omit<
  TextInputProps,
  "value" | "defaultValue" | "onChange" | "type" | "inputMode" | "min" | "max"
> {
  /** Controlled: a form's value ("" or absent when empty). */
  value?: NumberFieldValue;
  onChange: (value: NumberFieldValue) => void;
  /** Whether a fraction may be typed (kilograms, years); whole numbers otherwise. */
  decimals?: boolean;
  /** The range the field takes, said when the person leaves it; the form still checks it. */
  min?: number;
  max?: number;
}

const shown = (value: NumberFieldValue) => (typeof value === "number" ? String(value) : value);

/** Whether the text already says the value, so a value handed back does not rewrite it. */
function says(text: string, value: NumberFieldValue) {
  const read = readTypedNumber(text);
  if (value === "") return read === null;
  return typeof value === "number" ? read === value : text === value;
}

/**
 * Every numeric field of the web: it reads Latin and Devanagari digits ("७५०", "1,000", "२.५")
 * with the contract's one parser, and hands a text it cannot read up as it is, so the form
 * refuses it; the field says what is wrong once the person leaves it. Never an empty value
 * sent in place of what was typed.
 */
export function NumberField({
  value = "",
  onChange,
  decimals = false,
  min = -Infinity,
  max = Infinity,
  error,
  onBlur,
  ...rest
}: NumberFieldProps) {
  const { t, language } = useTranslation("common");
  const [text, setText] = useState(() => shown(value));
  const [handedBack, setHandedBack] = useState(value);
  const [isLeft, setLeft] = useState(false);
  // A value set from outside (a reset, a preset chosen) replaces what is shown.
  if (value !== handedBack) {
    setHandedBack(value);
    if (!says(text, value)) setText(shown(value));
  }
  const read = readTypedNumber(text);
  const problem =
    read === null
      ? null
      : Number.isNaN(read)
        ? t("numberField.notANumber")
        : !decimals && !Number.isInteger(read)
          ? t("numberField.wholeNumber")
          : read < min || read > max
            ? t("numberField.between", {
                min: formatNumber(language, min),
                max: formatNumber(language, max),
              })
            : null;

  return (
    <TextInput
      {...rest}
      type="text"
      inputMode={decimals ? "decimal" : "numeric"}
      autoComplete="off"
      value={text}
      error={error ?? (isLeft ? problem : null)}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const number = readTypedNumber(typed);
        setText(typed);
        setLeft(false);
        const next: NumberFieldValue =
          number === null
            ? ""
            : Number.isNaN(number) || (!decimals && !Number.isInteger(number))
              ? typed
              : number;
        setHandedBack(next);
        onChange(next);
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
    />
  );
}
