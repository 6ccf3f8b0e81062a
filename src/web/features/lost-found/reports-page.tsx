import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconPlus } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import type { ReportList } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/api/session";
import { useNumberFormat } from "../../lib/format-numbers";
import { LostDog } from "../../ui/lost-dog";
import { QueryState } from "../../ui/query-state";
import { usePageMeta } from "../../ui/use-page-meta";
import { useReports } from "./api/get-reports";
import classes from "./lost-found.module.css";
import { ReportCard } from "./report-card";
import { ReportFiltersForm } from "./report-filters";
import {
  parseReportFilters,
  reportFiltersToSearch,
  type ReportFilters,
} from "./report-filters-url";

/** /lost-found: the open reports, latest sighting first, with filters that work without JavaScript. */
export function ReportsPage() {
  const { t } = useTranslation("lostFound");
  usePageMeta(t("list.title"), t("meta.description"));
  const [params] = useSearchParams();
  const filters = parseReportFilters(params);
  const reports = useReports(reportFiltersToSearch(filters));
  const { number } = useNumberFormat();
  const { user } = useSession();

  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t("list.title")}</Title>
          <Text c="gray.7" maw={720}>
            {t("list.lead")}
          </Text>
          <Group gap="sm" mt="xs">
            <Button
              component={Link}
              to="/lost-found/new"
              leftSection={<IconPlus size={18} aria-hidden />}
              radius="xl"
            >
              {t("list.report")}
            </Button>
            {user && (
              <Button component={Link} to="/lost-found/mine" variant="default" radius="xl">
                {t("list.mine")}
              </Button>
            )}
          </Group>
        </Stack>
        <ReportFiltersForm filters={filters} />
        <QueryState
          query={reports}
          errorTitle={t("list.loadError")}
          loading={<Skeleton height={320} radius="lg" />}
          isEmpty={(data) => data.reports.length === 0}
          empty={<EmptyList isFiltered={reportFiltersToSearch({ ...filters, page: 1 }) !== ""} />}
        >
          {(data) => (
            <Stack gap="md">
              <Text fw={600} aria-live="polite">
                {t("list.count", { count: data.total, n: number(data.total) })}
              </Text>
              <ul className={classes.grid}>
                {data.reports.map((report, index) => (
                  <li key={report.id}>
                    <ReportCard report={report} isPriority={index < 2} />
                  </li>
                ))}
              </ul>
              <Pager data={data} filters={filters} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}

/** Nothing to list: say why, and what to do instead. */
function EmptyList({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation("lostFound");
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <LostDog />
        <Title order={2} size="h3">
          {t("list.emptyTitle")}
        </Title>
        <Text c="gray.7" maw={520}>
          {isFiltered ? t("list.emptyFiltered") : t("list.emptyAll")} {t("list.emptyAction")}
        </Text>
        <Group justify="center" gap="sm">
          {isFiltered && (
            <Button component={Link} to="/lost-found" variant="default" radius="xl">
              {t("list.clear")}
            </Button>
          )}
          <Button component={Link} to="/lost-found/new" radius="xl">
            {t("list.report")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Links to the previous and the next page: they work without JavaScript too. */
function Pager({ data, filters }: { data: ReportList; filters: ReportFilters }) {
  const { t } = useTranslation("lostFound");
  const { number } = useNumberFormat();
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  if (pages === 1) return null;
  const to = (page: number) => `/lost-found?${reportFiltersToSearch({ ...filters, page })}`;
  return (
    <Group component="nav" aria-label={t("list.pages")} justify="center" gap="sm">
      {data.page > 1 && (
        <Button
          component={Link}
          to={to(data.page - 1)}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t("list.previous")}
        </Button>
      )}
      <Text size="sm">{t("list.pageOf", { page: number(data.page), pages: number(pages) })}</Text>
      {data.page < pages && (
        <Button
          component={Link}
          to={to(data.page + 1)}
          variant="default"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t("list.next")}
        </Button>
      )}
    </Group>
  );
}
