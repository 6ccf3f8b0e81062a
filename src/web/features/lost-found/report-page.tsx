import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconCircleCheck, IconEyeOff } from "@tabler/icons-react";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import type { LookAlikeDog, OwnReport, PublicReport } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/api/session";
import { LostDog } from "../../ui/lost-dog";
import { LoadError } from "../../ui/query-state";
import { usePageMeta } from "../../ui/use-page-meta";
import { isMissing, useReport } from "./api/get-report";
import { LookAlikeDogs } from "./look-alike-dogs";
import { ReportAdmin } from "./report-admin";
import { KIND_COLOURS } from "./report-card";
import { ReportFacts } from "./report-facts";
import { ReportMatches } from "./report-matches";
import { ReportOwner } from "./report-owner";
import { ReportPhotos } from "./report-photos";
import { ReportShare } from "./report-share";
import classes from "./lost-found.module.css";
import { useReportWords } from "./report-words";

/**
 * /lost-found/{id}: a report as anyone may see it (the place to the ward), a way to share it, and
 * for its reporter her tools and its pairs; an admin may hide it. Rendered by the server, so it
 * reads without JavaScript and a shared link's preview has its photo (report-head.ts).
 */
export function ReportPage() {
  const { t } = useTranslation("lostFound");
  const { id = "" } = useParams();
  const report = useReport(id);
  if (report.isPending) return <Skeleton height={420} radius="lg" m="xl" />;
  if (report.error) {
    return isMissing(report.error) ? (
      <ReportNotFound />
    ) : (
      <Container size="sm" py="xl">
        <LoadError
          error={report.error}
          title={t("report.loadError")}
          onRetry={() => void report.refetch()}
          isRetrying={report.isFetching}
        />
      </Container>
    );
  }
  const answer = report.data;
  return answer.mine ? (
    <Report report={answer.report} own={answer.report} lookAlikes={answer.community_dogs} />
  ) : (
    <Report report={answer.report} lookAlikes={answer.community_dogs} />
  );
}

function Report({
  report,
  own,
  lookAlikes,
}: {
  report: PublicReport;
  own?: OwnReport;
  lookAlikes: LookAlikeDog[];
}) {
  const { t } = useTranslation("lostFound");
  const words = useReportWords();
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const isNew = searchParams.has("new");
  // A pair's text or mail links its reporter here (`?match=`): signed out, she logs in to see it.
  const asksLogIn = searchParams.has("match") && !user;
  const title = report.name
    ? t("report.titleNamed", { title: words.title(report), name: report.name })
    : words.title(report);
  usePageMeta(
    title,
    t("report.metaDescription", {
      title: words.title(report),
      place: words.place(report),
      day: words.day(report),
    }),
  );
  const isOpen = report.status === "open" && !own?.hidden_reason;

  return (
    <Container size="lg" py={{ base: "lg", sm: 40 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/lost-found" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t("report.back")}
          </Group>
        </Anchor>
        {isNew && own && (
          <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden />}>
            {t("report.saved")}
          </Alert>
        )}
        {own?.hidden_reason && (
          <Alert color="orange" icon={<IconEyeOff size={20} aria-hidden />}>
            {t("report.hiddenNote", { reason: own.hidden_reason })}
          </Alert>
        )}
        <Stack gap={6}>
          <Group gap="xs">
            <Badge variant="filled" color={KIND_COLOURS[report.kind]} size="lg">
              {t(`kind.${report.kind}`)}
            </Badge>
            {report.status !== "open" && (
              <Badge
                variant="light"
                color={report.status === "reunited" ? "green" : "gray"}
                size="lg"
              >
                {t(`status.${report.status}`)}
              </Badge>
            )}
          </Group>
          <Title order={1}>{title}</Title>
          <Text c="gray.7">
            {words.place(report)} · {words.day(report)}
          </Text>
        </Stack>
        <div className={classes.layout}>
          <Stack gap="lg">
            <ReportPhotos report={report} />
            {own && isOpen && <ReportOwner report={own} />}
          </Stack>
          <Stack gap="lg">
            <LookAlikeDogs dogs={lookAlikes} />
            <ReportFacts report={report} />
            {isOpen && <ReportShare report={report} />}
            {asksLogIn && <PairLogIn />}
            {!own && isOpen && !asksLogIn && <NotMine report={report} />}
          </Stack>
        </div>
        {own && <ReportMatches reportId={report.id} />}
        {user?.isAdmin && !own && <ReportAdmin report={report} />}
      </Stack>
    </Container>
  );
}

/** What a reader who is not its reporter can do: report her own, and be matched. */
function NotMine({ report }: { report: PublicReport }) {
  const { t } = useTranslation("lostFound");
  return (
    <Alert color="blue" variant="light">
      <Stack gap="xs">
        <Text size="sm">
          {report.kind === "lost" ? t("report.contactLost") : t("report.contactFound")}
        </Text>
        <Text size="sm" c="gray.7">
          {t("report.private")}
        </Text>
        <Button component={Link} to="/lost-found/new" size="sm" w="fit-content">
          {t("list.report")}
        </Button>
      </Stack>
    </Alert>
  );
}

/** To a reporter who opened a pair's link signed out: log in, and come back to it. */
function PairLogIn() {
  const { t } = useTranslation("lostFound");
  const { pathname, search } = useLocation();
  return (
    <Alert color="blue" variant="light">
      <Stack gap="xs">
        <Text size="sm">{t("report.pairLogIn")}</Text>
        <Button
          component={Link}
          to={`/login?next=${encodeURIComponent(pathname + search)}`}
          size="sm"
          w="fit-content"
        >
          {t("report.logIn")}
        </Button>
      </Stack>
    </Alert>
  );
}

/** An unknown, closed-and-hidden or malformed report's page (a 404 from the server). */
export function ReportNotFound() {
  const { t } = useTranslation("lostFound");
  usePageMeta(t("report.notFoundTitle"));
  return (
    <Container size="sm" py={{ base: "lg", sm: 60 }}>
      <Stack align="center" ta="center">
        <LostDog />
        <Title order={1}>{t("report.notFoundTitle")}</Title>
        <Text c="dimmed">{t("report.notFoundBody")}</Text>
        <Button component={Link} to="/lost-found" radius="xl">
          {t("report.back")}
        </Button>
      </Stack>
    </Container>
  );
}
