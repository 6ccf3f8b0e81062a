// The charts' own styles, loaded with this module: only the figures pages import it.
import "@mantine/charts/styles.layer.css";
import { BarChart, LineChart } from "@mantine/charts";
import { Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { OUTCOME_KINDS } from "../../../contract/animal-values";
import type { Figures, FiguresMonth, InCareRow } from "../../../contract/figures";
import { useTranslation } from "../../i18n";
import { useCategoryName } from "../../lib/category-name";
import { useFormat } from "../../lib/format";
import { useHydrated } from "../../ui/use-hydrated";
import { FigureSection } from "./figure-section";
import { monthName } from "./month-words";

const CHART_HEIGHT = 260;

const OUTCOME_COLORS = {
  adopted: "teal.6",
  returned_to_owner: "cyan.6",
  transferred_out: "grape.5",
  released: "lime.6",
  died: "gray.6",
} as const;

/** recharts measures its box in the browser: the server and the hydration draw its place. */
function ChartBox({ draw }: { draw: () => ReactNode }) {
  return useHydrated() ? draw() : <Skeleton h={CHART_HEIGHT} radius="md" />;
}

/** The chart's numbers in the reader's digits, whole counts only. */
function useChartProps() {
  const { number } = useFormat();
  return {
    h: CHART_HEIGHT,
    valueFormatter: (value: number) => number(value),
    yAxisProps: { allowDecimals: false },
    withLegend: true,
    tickLine: "y" as const,
  };
}

function Headline({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }} role="group" aria-label={title}>
      <Text size="sm" fw={600} c="gray.7">
        {title}
      </Text>
      <Text fz={{ base: 24, sm: 30 }} fw={750} lh={1.15} mt={4}>
        {value}
      </Text>
      <Text size="sm" c="gray.7" mt={2}>
        {note}
      </Text>
    </Paper>
  );
}

/** The range's headline numbers: how long adoption takes, how many leave alive, what came back. */
export function Headlines({ totals }: { totals: Figures["totals"] }) {
  const { t } = useTranslation("figures");
  const { number } = useFormat();
  const median = totals.median_days_to_adoption;
  const rate = totals.live_release_rate;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "sm", sm: "lg" }}>
      <Headline
        title={t("headline.median")}
        value={
          median === null
            ? t("headline.none")
            : t("headline.days", { count: median, n: number(median) })
        }
        note={t("headline.medianNote")}
      />
      <Headline
        title={t("headline.rate")}
        value={rate === null ? t("headline.none") : `${number(Math.round(rate * 100))}%`}
        note={t("headline.rateNote")}
      />
      <Headline
        title={t("headline.returns")}
        value={number(totals.returns)}
        note={t("headline.returnsNote")}
      />
      <Headline
        title={t("headline.intakes")}
        value={number(totals.intakes)}
        note={t("headline.intakesNote")}
      />
    </SimpleGrid>
  );
}

/** The animals in care now by species, at the store and in foster, stacked. */
export function InCareSection({ rows, fileName }: { rows: InCareRow[]; fileName: string }) {
  const { t } = useTranslation("figures");
  const nameOf = useCategoryName();
  const chart = useChartProps();
  const data = rows.map((row) => ({
    species: nameOf(row.species),
    at_store: row.in_centre,
    in_foster: row.in_foster,
  }));
  return (
    <FigureSection
      id="figures-in-care"
      title={t("inCare.title")}
      caption={t("inCare.caption")}
      fileName={fileName}
      chart={
        rows.length === 0 ? (
          <Text c="dimmed">{t("inCare.none")}</Text>
        ) : (
          <ChartBox
            draw={() => (
              <BarChart
                {...chart}
                data={data}
                dataKey="species"
                type="stacked"
                series={[
                  { name: "at_store", label: t("inCare.atStore"), color: "teal.6" },
                  { name: "in_foster", label: t("inCare.inFoster"), color: "orange.5" },
                ]}
              />
            )}
          />
        )
      }
      columns={[
        { label: t("inCare.species"), value: (row) => nameOf(row.species) },
        { label: t("inCare.atStore"), value: (row) => row.in_centre },
        { label: t("inCare.inFoster"), value: (row) => row.in_foster },
        { label: t("inCare.total"), value: (row) => row.in_centre + row.in_foster },
      ]}
      rows={rows}
    />
  );
}

/** The months as the charts name them (short) and the tables (with the AD month in Nepali). */
function useMonthNames() {
  const { language } = useTranslation();
  return {
    short: (month: string) => monthName(language, month),
    long: (month: string) => monthName(language, month, { withAd: true }),
  };
}

const outcomesOf = (month: FiguresMonth) =>
  OUTCOME_KINDS.reduce((sum, kind) => sum + month.outcomes[kind], 0);

/** Intakes beside the outcomes stacked by kind, month by month. */
export function FlowSection({ months, fileName }: { months: FiguresMonth[]; fileName: string }) {
  const { t } = useTranslation("figures");
  const names = useMonthNames();
  const chart = useChartProps();
  const data = months.map((month) => ({
    month: names.short(month.month),
    intakes: month.intakes,
    ...month.outcomes,
  }));
  return (
    <FigureSection
      id="figures-flow"
      title={t("flow.title")}
      caption={t("flow.caption")}
      fileName={fileName}
      chart={
        <ChartBox
          draw={() => (
            <BarChart
              {...chart}
              data={data}
              dataKey="month"
              series={[
                { name: "intakes", label: t("flow.intakes"), color: "blue.6", stackId: "in" },
                ...OUTCOME_KINDS.map((kind) => ({
                  name: kind,
                  label: t(`outcome.${kind}`),
                  color: OUTCOME_COLORS[kind],
                  stackId: "out",
                })),
              ]}
            />
          )}
        />
      }
      columns={[
        { label: t("flow.month"), value: (month) => names.long(month.month) },
        { label: t("flow.intakes"), value: (month) => month.intakes },
        ...OUTCOME_KINDS.map((kind) => ({
          label: t(`outcome.${kind}`),
          value: (month: FiguresMonth) => month.outcomes[kind],
        })),
        { label: t("flow.outcomes"), value: outcomesOf },
      ]}
      rows={months}
    />
  );
}

/** Returns and vaccinations, month by month. */
export function CareSection({ months, fileName }: { months: FiguresMonth[]; fileName: string }) {
  const { t } = useTranslation("figures");
  const names = useMonthNames();
  const chart = useChartProps();
  const data = months.map((month) => ({
    month: names.short(month.month),
    returns: month.returns,
    vaccinations: month.vaccinations,
  }));
  return (
    <FigureSection
      id="figures-care"
      title={t("care.title")}
      caption={t("care.caption")}
      fileName={fileName}
      chart={
        <ChartBox
          draw={() => (
            <LineChart
              {...chart}
              data={data}
              dataKey="month"
              curveType="linear"
              series={[
                { name: "returns", label: t("care.returns"), color: "orange.6" },
                { name: "vaccinations", label: t("care.vaccinations"), color: "green.6" },
              ]}
            />
          )}
        />
      }
      columns={[
        { label: t("flow.month"), value: (month) => names.long(month.month) },
        { label: t("care.returns"), value: (month) => month.returns },
        { label: t("care.vaccinations"), value: (month) => month.vaccinations },
      ]}
      rows={months}
    />
  );
}

/** Nothing in care and nothing recorded in the months: said kindly, instead of empty charts. */
export const isEmpty = (figures: Figures) =>
  figures.in_care_now.length === 0 &&
  figures.totals.intakes === 0 &&
  figures.totals.returns === 0 &&
  figures.totals.vaccinations === 0 &&
  OUTCOME_KINDS.every((kind) => figures.totals.outcomes[kind] === 0);
