import { Group, NativeSelect } from "@mantine/core";
import { nepalDay } from "../../../contract/calendar";
import { FIGURES_DEFAULT_MONTHS, FIGURES_MAX_MONTHS } from "../../../contract/figures";
import { addMonths, monthsBetween, monthsSpanned } from "../../../contract/months";
import { useTranslation } from "../../i18n";
import { monthName } from "./month-words";

/** How far back the picker reaches: five years of months. */
const CHOICES = 60;

export interface Range {
  from: string;
  to: string;
}

/** The last 12 months, this one (Nepal's) included: what the page shows first. */
export function defaultRange(): Range {
  const to = nepalDay(new Date()).slice(0, 7);
  return { from: addMonths(to, 1 - FIGURES_DEFAULT_MONTHS), to };
}

/**
 * The first and last month shown. Moving one end past the other, or more than 36 months from
 * it, brings the other along (12 months apart), so the range asked for is always one the API
 * counts.
 */
export function RangePicker({
  range,
  onChange,
}: {
  range: Range;
  onChange: (next: Range) => void;
}) {
  const { t, language } = useTranslation("figures");
  const latest = nepalDay(new Date()).slice(0, 7);
  const earliest = addMonths(latest, 1 - CHOICES);
  const choices = monthsBetween(earliest, latest)
    .reverse()
    .map((month) => ({ value: month, label: monthName(language, month, { withAd: true }) }));
  const fits = ({ from, to }: Range) => from <= to && monthsSpanned(from, to) <= FIGURES_MAX_MONTHS;
  const chooseFrom = (from: string) => {
    const to = addMonths(from, FIGURES_DEFAULT_MONTHS - 1);
    onChange(
      fits({ from, to: range.to })
        ? { from, to: range.to }
        : { from, to: to > latest ? latest : to },
    );
  };
  const chooseTo = (to: string) => {
    const from = addMonths(to, 1 - FIGURES_DEFAULT_MONTHS);
    onChange(
      fits({ from: range.from, to })
        ? { from: range.from, to }
        : { from: from < earliest ? earliest : from, to },
    );
  };
  return (
    <Group gap="sm" role="group" aria-label={t("range.label")} wrap="wrap">
      <NativeSelect
        label={t("range.from")}
        data={choices}
        value={range.from}
        onChange={(event) => chooseFrom(event.currentTarget.value)}
        w={{ base: "100%", xs: 260 }}
      />
      <NativeSelect
        label={t("range.to")}
        data={choices}
        value={range.to}
        onChange={(event) => chooseTo(event.currentTarget.value)}
        w={{ base: "100%", xs: 260 }}
      />
    </Group>
  );
}
