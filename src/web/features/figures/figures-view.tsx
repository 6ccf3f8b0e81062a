import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconChartBar, IconFileZip } from "@tabler/icons-react";
import { useState } from "react";
import { nepalDay } from "../../../contract/calendar";
import type { Figures } from "../../../contract/figures";
import { useTranslation } from "../../i18n";
import { QueryState } from "../../ui/query-state";
import { useFigures, type FiguresScope } from "./api/get-figures";
import { CareSection, FlowSection, Headlines, InCareSection, isEmpty } from "./figure-charts";
import { defaultRange, RangePicker } from "./range-picker";

/**
 * The figures of a store, or of all stores (docs/product.md#figures): the months to show, the
 * headline numbers, and each chart with its table. `exportHref` adds the store's whole export.
 */
export function FiguresView({ scope, exportHref }: { scope: FiguresScope; exportHref?: string }) {
  const { t } = useTranslation("figures");
  const [range, setRange] = useState(defaultRange);
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <RangePicker range={range} onChange={setRange} />
        {exportHref && (
          // A plain link: the browser downloads the file with the session it already has.
          <Button
            component="a"
            href={exportHref}
            download
            variant="light"
            leftSection={<IconFileZip size={18} aria-hidden />}
          >
            {t("exportAll")}
          </Button>
        )}
      </Group>
      <QueryState
        query={useFigures(scope, range)}
        errorTitle={t("page.loadError")}
        loading={<Skeleton height={480} radius="lg" />}
        isEmpty={isEmpty}
        empty={<NothingYet />}
      >
        {(figures) => <FiguresOf figures={figures} />}
      </QueryState>
    </Stack>
  );
}

function FiguresOf({ figures }: { figures: Figures }) {
  const { t } = useTranslation("figures");
  const months = `${figures.from}-${figures.to}`;
  return (
    <Stack gap="xl">
      <Headlines totals={figures.totals} />
      <InCareSection
        rows={figures.in_care_now}
        fileName={`${t("inCare.file")}-${nepalDay(new Date())}.csv`}
      />
      <FlowSection months={figures.months} fileName={`${t("flow.file")}-${months}.csv`} />
      <CareSection months={figures.months} fileName={`${t("care.file")}-${months}.csv`} />
    </Stack>
  );
}

/** A store that has recorded nothing yet, in these months or in care. */
function NothingYet() {
  const { t } = useTranslation("figures");
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 40 }}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconChartBar size={32} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t("empty.title")}
        </Title>
        <Text c="dimmed" maw={520}>
          {t("empty.body")}
        </Text>
      </Stack>
    </Paper>
  );
}
