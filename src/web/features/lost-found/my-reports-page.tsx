import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconPlus, IconRefresh } from "@tabler/icons-react";
import { Link } from "react-router";
import type { OwnReport } from "../../../contract/lost-found";
import { REPORT_REMIND_DAYS_BEFORE } from "../../../contract/lost-found-values";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { useNumberFormat } from "../../lib/format-numbers";
import { QueryState } from "../../ui/query-state";
import { useToday } from "../../ui/render-day";
import { RequireAuth } from "../../ui/require-auth";
import { toast } from "../../ui/toast";
import { usePageMeta } from "../../ui/use-page-meta";
import { useMatches } from "./api/get-matches";
import { useMyReports } from "./api/get-my-reports";
import { useRenewReport } from "./api/report-changes";
import { reportPhoto } from "./report-card";
import { daysBefore } from "./report-filters-url";
import { useReportWords } from "./report-words";

/** /lost-found/mine: the reader's reports, how long each stays open, and news from their pairs. */
export function MyReportsPage() {
  return (
    <RequireAuth>
      <MyReports />
    </RequireAuth>
  );
}

function MyReports() {
  const { t } = useTranslation("lostFound");
  usePageMeta(t("mine.title"));
  const reports = useMyReports();
  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1}>{t("mine.title")}</Title>
          <Button
            component={Link}
            to="/lost-found/new"
            leftSection={<IconPlus size={18} aria-hidden />}
            radius="xl"
          >
            {t("mine.new")}
          </Button>
        </Group>
        <QueryState
          query={reports}
          errorTitle={t("mine.loadError")}
          loading={<Skeleton height={240} radius="lg" />}
          isEmpty={(data) => data.reports.length === 0}
          empty={
            <Paper withBorder radius="lg" p="lg">
              <Text>{t("mine.empty")}</Text>
            </Paper>
          }
        >
          {(data) => (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {data.reports.map((report) => (
                <MyReport key={report.id} report={report} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}

function MyReport({ report }: { report: OwnReport }) {
  const { t } = useTranslation("lostFound");
  const { date } = useFormat();
  const words = useReportWords();
  const renew = useRenewReport();
  const today = useToday();
  const isOpen = report.status === "open" && !report.hidden_reason;
  const endsSoon = isOpen && daysBefore(report.expires_on, REPORT_REMIND_DAYS_BEFORE) <= today;
  return (
    <Paper component="li" withBorder radius="lg" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <img
          {...reportPhoto(report)}
          alt=""
          style={{ width: 88, height: 66, objectFit: "cover", borderRadius: 8, flex: "none" }}
          loading="lazy"
        />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text component={Link} to={`/lost-found/${report.id}`} fw={700} c="inherit">
              {words.title(report)}
              {report.name && ` · ${report.name}`}
            </Text>
            <Badge
              variant="light"
              color={
                report.hidden_reason
                  ? "orange"
                  : report.status === "open"
                    ? "blue"
                    : report.status === "reunited"
                      ? "green"
                      : "gray"
              }
            >
              {report.hidden_reason ? t("status.hidden") : t(`status.${report.status}`)}
            </Badge>
            {isOpen && <Unread reportId={report.id} />}
          </Group>
          <Text size="sm" c="gray.7">
            {words.place(report)} · {words.day(report)}
          </Text>
          {isOpen && (
            <Text size="sm" fw={endsSoon ? 700 : undefined} c={endsSoon ? "orange.8" : undefined}>
              {endsSoon
                ? t("mine.endsSoon", { day: date(report.expires_on) })
                : t("mine.openUntil", { day: date(report.expires_on) })}
            </Text>
          )}
          {report.hidden_reason && (
            <Alert color="orange" p="xs">
              {t("mine.hidden", { reason: report.hidden_reason })}
            </Alert>
          )}
          {endsSoon && (
            <Button
              size="xs"
              variant="light"
              w="fit-content"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={renew.isPending}
              onClick={() =>
                renew.mutate(report.id, {
                  onSuccess: (renewed) =>
                    toast.success(t("owner.renewed", { day: date(renewed.expires_on) })),
                  onError: (error) => toast.error(t("owner.failed"), error.message),
                })
              }
            >
              {t("mine.renew")}
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** New messages across the report's pairs (a reporter keeps only a few reports open). */
function Unread({ reportId }: { reportId: number }) {
  const { t } = useTranslation("lostFound");
  const { number } = useNumberFormat();
  const matches = useMatches(String(reportId), true);
  const unread = matches.data?.matches.reduce((sum, match) => sum + match.unread, 0) ?? 0;
  if (!unread) return null;
  return (
    <Badge color="red.9" variant="filled">
      {t("matches.unread", { count: unread, n: number(unread) })}
    </Badge>
  );
}
