import { Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import type { CampList } from "../../../contract/community-dogs";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { QueryState } from "../../ui/query-state";
import { usePageMeta } from "../../ui/use-page-meta";
import { useCamps } from "./api/get-camps";
import classes from "./community-dogs.module.css";
import { DogPlace } from "../../ui/dog-place";
import { RegisterFrame } from "./register-frame";

/** /dashboard/camps: the store's CNVR camps, newest first, and the way to enter one. */
export function CampsPage() {
  const { t } = useTranslation("communityDogs");
  usePageMeta(t("camps.title"));
  return (
    <RegisterFrame
      title={t("camps.title")}
      back={{ to: "/dashboard/community-dogs", label: "dog.back" }}
    >
      {(store) => (
        <Stack gap="md">
          <Text c="dimmed">{t("camps.intro")}</Text>
          <Button
            component={Link}
            to="/dashboard/camps/new"
            leftSection={<IconPlus size={16} aria-hidden />}
            style={{ alignSelf: "flex-start" }}
          >
            {t("camps.new")}
          </Button>
          <CampsOf storeId={store.id} />
        </Stack>
      )}
    </RegisterFrame>
  );
}

function CampsOf({ storeId }: { storeId: number }) {
  const { t } = useTranslation("communityDogs");
  return (
    <QueryState
      query={useCamps(storeId)}
      errorTitle={t("camps.loadError")}
      loading={<Skeleton height={200} radius="lg" />}
      isEmpty={(data) => data.camps.length === 0}
      empty={<Text c="dimmed">{t("camps.empty")}</Text>}
    >
      {(data) => <Camps camps={data.camps} />}
    </QueryState>
  );
}

function Camps({ camps }: { camps: CampList["camps"] }) {
  const { t } = useTranslation("communityDogs");
  const { date, number } = useFormat();
  return (
    <Paper withBorder radius="lg" component="ul" className={classes.lines}>
      {camps.map((camp) => (
        <Group
          key={camp.id}
          component="li"
          justify="space-between"
          gap="sm"
          px={{ base: "md", sm: "lg" }}
          py="sm"
          className={classes.row}
        >
          <Stack gap={2}>
            <Text fw={600}>{date(camp.held_on)}</Text>
            <Text size="sm" c="dimmed">
              {camp.place && `${camp.place} · `}
              <DogPlace dog={camp} />
            </Text>
          </Stack>
          <Text size="sm">{t("camps.dogs", { count: camp.dogs, n: number(camp.dogs) })}</Text>
        </Group>
      ))}
    </Paper>
  );
}
