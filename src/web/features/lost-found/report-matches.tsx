import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import type { MatchItem } from "../../../contract/lost-found";
import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import { QueryState } from "../../ui/query-state";
import { useMatches } from "./api/get-matches";
import card from "../../ui/pet-card.module.css";
import classes from "./lost-found.module.css";
import { reportPhoto } from "./report-card";
import { useReportWords } from "./report-words";

/**
 * The reporter's pairs, best first, each with its reasons in words and a way to its page. The
 * pair a text or mail told her of (`?match=`, server/features/lost-found/match-texts.ts) stands
 * out and is scrolled to, among the others she may compare it with.
 */
export function ReportMatches({ reportId }: { reportId: number }) {
  const { t } = useTranslation("lostFound");
  const matches = useMatches(String(reportId), true);
  const linked = Number(useSearchParams()[0].get("match"));
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
              <MatchRow key={match.id} match={match} isLinked={match.id === linked} />
            ))}
          </Stack>
        )}
      </QueryState>
    </section>
  );
}

export function MatchRow({ match, isLinked = false }: { match: MatchItem; isLinked?: boolean }) {
  const { t } = useTranslation("lostFound");
  const { number } = useNumberFormat();
  const words = useReportWords();
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isLinked) row.current?.scrollIntoView({ block: "center" });
  }, [isLinked]);
  const { other } = match;
  return (
    <Paper
      component="li"
      ref={row}
      withBorder
      radius="lg"
      p="sm"
      className={isLinked ? `${card.card} ${classes.linked}` : card.card}
      aria-current={isLinked || undefined}
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
