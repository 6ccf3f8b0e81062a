import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { MatchItem } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import { QueryState } from "../../ui/query-state";
import { useMatches } from "./api/get-matches";
import card from "../../ui/pet-card.module.css";
import { reportPhoto } from "./report-card";
import { useReportWords } from "./report-words";

/** The reporter's pairs, best first, each with its reasons in words and a way to its page. */
export function ReportMatches({ reportId }: { reportId: number }) {
  const { t } = useTranslation("lostFound");
  const matches = useMatches(String(reportId), true);
  return (
    <section aria-labelledby="matches">
      <Title order={2} id="matches" mb={4}>
        {t("matches.title")}
      </Title>
      <Text c="gray.7" size="sm" mb="sm">
        {t("matches.lead")}
      </Text>
      <QueryState
        query={matches}
        errorTitle={t("matches.loadError")}
        isEmpty={(data) => data.matches.length === 0}
        empty={
          <Paper withBorder radius="lg" p="md">
            <Text>{t("matches.none")}</Text>
          </Paper>
        }
      >
        {(data) => (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
            {data.matches.map((match) => (
              <MatchRow key={match.id} match={match} />
            ))}
          </Stack>
        )}
      </QueryState>
    </section>
  );
}

export function MatchRow({ match }: { match: MatchItem }) {
  const { t } = useTranslation("lostFound");
  const { number } = useNumberFormat();
  const words = useReportWords();
  const { other } = match;
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="sm"
      className={card.card}
      style={{ flexDirection: "row", gap: 12 }}
    >
      <img
        {...reportPhoto(other)}
        alt=""
        style={{ width: 96, height: 72, objectFit: "cover", borderRadius: 8, flex: "none" }}
        loading="lazy"
      />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs">
          <Link to={`/lost-found/matches/${match.id}`} className={card.link}>
            <Text fw={700} component="span">
              {words.title(other)}
            </Text>
          </Link>
          {match.state === "reunited" && (
            <Badge color="green" variant="light">
              {t("matches.reunited")}
            </Badge>
          )}
          {match.unread > 0 && (
            <Badge color="red.9" variant="filled">
              {t("matches.unread", { count: match.unread, n: number(match.unread) })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          {words.place(other)} · {words.day(other)}
        </Text>
        <Group gap={6}>
          {match.reasons.map((reason) => (
            <Badge key={reason.reason} variant="light" color="gray" tt="none" fw={500}>
              {words.reason(reason)}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
