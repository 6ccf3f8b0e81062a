import { Group, Input, NativeSelect, TextInput } from "@mantine/core";
import { useId, useState, type ReactNode } from "react";
import {
  BS_MONTHS,
  fromBikramSambat,
  toBikramSambat,
  type BsDay,
} from "../../contract/bikram-sambat";
import { nepalDay } from "../../contract/calendar";
import { toDevanagariDigits } from "../../contract/nepali-script";
import { useTranslation } from "../i18n";

interface DayFieldProps {
  label: ReactNode;
  /** `YYYY-MM-DD` (AD), or "" when not chosen. */
  value?: string;
  onChange?: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
}

/** The Nepali year select's years: this year, two ahead, thirty back. */
const YEARS_AHEAD = 2;
const YEARS_BACK = 30;

const isDay = (value: string | undefined): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

const bsOf = (day: string): BsDay => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return toBikramSambat(year, month - 1, date);
};

/**
 * A day in the reader's calendar (docs/product.md#an-animals-records): the browser's date input
 * in English; in Nepali, a Bikram Sambat year, month and day, kept as the AD day they are.
 */
export function DayField(props: DayFieldProps) {
  const { language } = useTranslation();
  if (language !== "ne") {
    const { value, onChange, ...rest } = props;
    return (
      <TextInput
        type="date"
        value={value ?? ""}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        {...rest}
      />
    );
  }
  return <BsDayField {...props} />;
}

function BsDayField({
  label,
  value,
  onChange,
  error,
  description,
  required,
  withAsterisk,
}: DayFieldProps) {
  const id = useId();
  // The parts she has chosen, kept while they do not yet make a day (a month of 30 days, day 32);
  // a value set from outside (a form reset, a default) replaces them.
  const [parts, setParts] = useState<Partial<BsDay>>(() => (isDay(value) ? bsOf(value) : {}));
  const [seen, setSeen] = useState(value);
  const [emitted, setEmitted] = useState<string>();
  if (value !== seen) {
    setSeen(value);
    if (value !== emitted) setParts(isDay(value) ? bsOf(value) : {});
  }
  const thisYear = bsOf(nepalDay(new Date())).year;
  const years = Array.from(
    { length: YEARS_BACK + YEARS_AHEAD + 1 },
    (_, index) => thisYear + YEARS_AHEAD - index,
  );
  const choose = (part: keyof BsDay, raw: string) => {
    const next = { ...parts, [part]: raw === "" ? undefined : Number(raw) };
    setParts(next);
    const { year, monthIndex, day } = next;
    const complete = year !== undefined && monthIndex !== undefined && day !== undefined;
    // A day the month does not have is sent as such, for the server to refuse in her words.
    const chosen = complete ? (fromBikramSambat({ year, monthIndex, day }) ?? "invalid") : "";
    setEmitted(chosen);
    onChange?.(chosen);
  };
  // Each select says which day it is part of: a form may have two (given, next due).
  const named = typeof label === "string" ? `${label}: ` : "";
  const digits = (n: number) => toDevanagariDigits(String(n));
  const option = (text: string, optionValue: number) => ({
    label: text,
    value: String(optionValue),
  });
  return (
    <Input.Wrapper
      label={label}
      error={error}
      description={description}
      required={required}
      withAsterisk={withAsterisk}
      id={id}
    >
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={`${named}साल`}
          value={parts.year === undefined ? "" : String(parts.year)}
          onChange={(event) => choose("year", event.currentTarget.value)}
          data={[{ label: "साल", value: "" }, ...years.map((year) => option(digits(year), year))]}
          error={Boolean(error)}
          flex={1}
        />
        <NativeSelect
          aria-label={`${named}महिना`}
          value={parts.monthIndex === undefined ? "" : String(parts.monthIndex)}
          onChange={(event) => choose("monthIndex", event.currentTarget.value)}
          data={[
            { label: "महिना", value: "" },
            ...BS_MONTHS.ne.map((month, index) => option(month, index)),
          ]}
          error={Boolean(error)}
          flex={1.4}
        />
        <NativeSelect
          aria-label={`${named}गते`}
          value={parts.day === undefined ? "" : String(parts.day)}
          onChange={(event) => choose("day", event.currentTarget.value)}
          data={[
            { label: "गते", value: "" },
            ...Array.from({ length: 32 }, (_, index) => option(digits(index + 1), index + 1)),
          ]}
          error={Boolean(error)}
          flex={1}
        />
      </Group>
    </Input.Wrapper>
  );
}
