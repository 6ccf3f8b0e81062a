import { Button, Container, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { useMyStore } from "../../lib/api/my-store";
import { useFormat } from "../../lib/format";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { useActivity } from "./api/get-activity";
import { activitySentence } from "./activity-words";
import { TeamNav } from "./team-page";
import classes from "./team.module.css";

/** /dashboard/activity: who did what in the store she works for, newest first, older on demand. */
export function ActivityPage() {
  return (
    <RequireAuth>
      <ActivityOfMyStore />
    </RequireAuth>
  );
}

function ActivityOfMyStore() {
  const { t } = useTranslation("team");
  usePageMeta(t("activity.title"));
  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <TeamNav activity={false} />
      <Title order={1} mb="lg">
        {t("activity.title")}
      </Title>
      <QueryState
        query={useMyStore()}
        errorTitle={t("activity.loadError")}
        loading={<Skeleton height={320} radius="lg" />}
        isEmpty={(data) => !data.store}
        empty={<Text c="dimmed">{t("page.noStore")}</Text>}
      >
        {(data) => <Activity storeId={data.store!.id} store={data.store!.title} />}
      </QueryState>
    </Container>
  );
}

function Activity({ storeId, store }: { storeId: number; store: string }) {
  const { t } = useTranslation("team");
  const format = useFormat();
  const query = useActivity(storeId);
  return (
    <Stack gap="md">
      <Text c="dimmed">{t("activity.intro", { store })}</Text>
      <QueryState
        query={query}
        errorTitle={t("activity.loadError")}
        loading={<Skeleton height={320} radius="lg" />}
        isEmpty={(data) => data.length === 0}
        empty={<Text c="dimmed">{t("activity.empty")}</Text>}
      >
        {(data) => (
          <Paper withBorder radius="lg" component="ol" className={classes.lines}>
            {data.map((line) => (
              <Text
                component="li"
                key={line.id}
                px={{ base: "md", sm: "lg" }}
                py="sm"
                className={classes.row}
              >
                {activitySentence(t, line)}
                <Text span c="dimmed" size="sm">
                  {" · "}
                  <time dateTime={line.at} title={format.dayInBothCalendars(line.at)}>
                    {format.dateTime(line.at)}
                  </time>
                </Text>
              </Text>
            ))}
          </Paper>
        )}
      </QueryState>
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: "center" }}
        >
          {t("activity.more")}
        </Button>
      )}
    </Stack>
  );
}
