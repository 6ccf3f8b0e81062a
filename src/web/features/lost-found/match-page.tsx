import {
  Alert,
  Anchor,
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
import { IconArrowLeft, IconConfetti, IconHeartHandshake, IconX } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import type { MatchThread, PublicReport } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import { openConfirmModal } from "../../ui/modals-host";
import card from "../../ui/pet-card.module.css";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";
import { toast } from "../../ui/toast";
import { usePageMeta } from "../../ui/use-page-meta";
import { useThread } from "./api/get-matches";
import { useMarkNotAMatch, useMarkReunited } from "./api/match-changes";
import classes from "./lost-found.module.css";
import { MatchMessages } from "./match-messages";
import { reportPhoto } from "./report-card";
import { useReportWords } from "./report-words";

/**
 * /lost-found/matches/{id}: a pair as one of its two reporters sees it — both reports, why they
 * were paired, their messages — and the two ways it ends: reunited, or not a match.
 */
export function MatchPage() {
  const { id = "" } = useParams();
  return (
    <RequireAuth>
      <Match id={id} />
    </RequireAuth>
  );
}

function Match({ id }: { id: string }) {
  const { t } = useTranslation("lostFound");
  usePageMeta(t("match.title"));
  const thread = useThread(id);
  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <QueryState
        query={thread}
        errorTitle={t("match.loadError")}
        loading={<Skeleton height={420} radius="lg" />}
      >
        {(data) => <Pair data={data} />}
      </QueryState>
    </Container>
  );
}

function Pair({ data }: { data: MatchThread }) {
  const { t } = useTranslation("lostFound");
  const words = useReportWords();
  const { match, mine, other } = data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/lost-found/${mine.id}`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t("match.back")}
        </Group>
      </Anchor>
      <Title order={1}>{t("match.title")}</Title>
      {match.state === "reunited" && (
        <Alert color="teal.9" variant="filled" icon={<IconConfetti size={24} aria-hidden />}>
          <Text fw={700}>{t("match.reunitedDone")}</Text>
        </Alert>
      )}
      <div className={classes.pair}>
        <SmallReport label={t("match.yours")} report={mine} />
        <SmallReport label={t("match.theirs")} report={other} />
      </div>
      <section aria-labelledby="why">
        <Title order={2} size="h4" id="why" mb="xs">
          {t("match.why")}
        </Title>
        <Group gap={6}>
          {match.reasons.map((reason) => (
            <Badge key={reason.reason} variant="light" color="gray" tt="none" fw={500} size="lg">
              {words.reason(reason)}
            </Badge>
          ))}
        </Group>
      </section>
      <MatchMessages
        matchId={match.id}
        messages={data.messages}
        // The server takes no message while the writer's own report is closed or expired.
        isOpen={match.state === "suggested" && mine.status === "open"}
      />
      {match.state === "suggested" && <Decisions matchId={match.id} />}
    </Stack>
  );
}

/** One report of the pair, small: its photo, what and where. */
function SmallReport({ label, report }: { label: string; report: PublicReport }) {
  const words = useReportWords();
  return (
    <Paper withBorder radius="lg" p="xs" className={card.card}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" mb={4}>
        {label}
      </Text>
      <img
        {...reportPhoto(report)}
        alt=""
        style={{
          width: "100%",
          aspectRatio: "4 / 3",
          objectFit: "cover",
          borderRadius: 8,
          height: "auto",
        }}
      />
      <Stack gap={2} mt={6}>
        <Link to={`/lost-found/${report.id}`} className={card.link}>
          <Text fw={700} component="span">
            {words.title(report)}
            {report.name && ` · ${report.name}`}
          </Text>
        </Link>
        <Text size="sm">{words.colours(report.colours)}</Text>
        <Text size="sm" c="gray.7">
          {words.place(report)}
        </Text>
        <Text size="sm" c="gray.7">
          {words.day(report)}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * "We're reunited" and "Not a match", each asked again before it is done. Shade 9: white text on
 * it keeps WCAG AA contrast (green has no such shade, hence teal).
 */
function Decisions({ matchId }: { matchId: number }) {
  const { t } = useTranslation("lostFound");
  const reunited = useMarkReunited();
  const notAMatch = useMarkNotAMatch();
  const ask = (
    title: string,
    body: string,
    color: string,
    run: () => Promise<unknown>,
    done: string,
  ) =>
    void openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: t("match.confirm"), cancel: t("match.cancel") },
      confirmProps: { color },
      onConfirm: () =>
        void run().then(
          () => toast.success(done),
          (error: Error) => toast.error(t("owner.failed"), error.message),
        ),
    });
  return (
    <Group gap="sm">
      <Button
        color="teal.9"
        leftSection={<IconHeartHandshake size={18} aria-hidden />}
        loading={reunited.isPending}
        onClick={() =>
          ask(
            t("match.reunitedConfirmTitle"),
            t("match.reunitedConfirm"),
            "teal.9",
            () => reunited.mutateAsync(matchId),
            t("match.reunitedDone"),
          )
        }
      >
        {t("match.reunited")}
      </Button>
      <Button
        variant="default"
        leftSection={<IconX size={18} aria-hidden />}
        loading={notAMatch.isPending}
        onClick={() =>
          ask(
            t("match.notMatchConfirmTitle"),
            t("match.notMatchConfirm"),
            "red.9",
            () => notAMatch.mutateAsync(matchId),
            t("match.notMatchDone"),
          )
        }
      >
        {t("match.notMatch")}
      </Button>
    </Group>
  );
}
