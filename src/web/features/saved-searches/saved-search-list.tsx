import { Badge, Button, Card, Center, Group, Stack, Text, Title } from "@mantine/core";
import { IconBell, IconPlayerPause, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { SavedSearch } from "../../../contract/saved-searches";
import { confirmDelete } from "../../ui/confirm-delete";
import { QueryState } from "../../ui/query-state";
import { useReach } from "../../lib/api/reach";
import { toast } from "../../ui/toast";
import { useDeleteSavedSearch } from "./api/delete-saved-search";
import { useSavedSearches } from "./api/get-saved-searches";
import { usePauseSavedSearch } from "./api/pause-saved-search";

/** A saved `/pets` query string said in words (the catalogue knows its filters). */
export type DescribeSlot = (query: string) => ReactNode;

/** The dashboard's Saved searches tab: each search, its filters, and pause, resume, delete. */
export function SavedSearchList({ describe }: { describe: DescribeSlot }) {
  const { t } = useTranslation("saved-searches");
  const reach = useReach();
  return (
    <QueryState
      query={useSavedSearches()}
      errorTitle={t("list.loadError")}
      isEmpty={(data) => data.searches.length === 0}
      empty={
        <Center py={48}>
          <Stack align="center" gap="sm" ta="center" maw={420}>
            <IconBell size={48} color="var(--mantine-color-brand-6)" aria-hidden />
            <Title order={2} size="h3">
              {t("list.empty")}
            </Title>
            <Text c="dimmed">{t("list.emptyHint")}</Text>
            <Button component={Link} to="/pets" radius="xl">
              {t("list.browse")}
            </Button>
          </Stack>
        </Center>
      }
    >
      {(data) => (
        <Stack gap="sm">
          <Text c="dimmed">{t(`list.intro.${reach}`)}</Text>
          {data.searches.map((search) => (
            <SearchRow key={search.id} search={search} describe={describe} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

function SearchRow({ search, describe }: { search: SavedSearch; describe: DescribeSlot }) {
  const { t } = useTranslation("saved-searches");
  const pause = usePauseSavedSearch();
  const remove = useDeleteSavedSearch();
  const href = search.query ? `/pets?${search.query}` : "/pets";
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={search.name}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: "1 1 16rem" }}>
          <Group gap="xs">
            <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
              {search.name}
            </Title>
            {search.paused && (
              <Badge color="gray" variant="light">
                {t("list.paused")}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {describe(search.query)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={href} variant="light" radius="xl" size="compact-md">
            {t("list.open")}
          </Button>
          <Button
            variant="default"
            radius="xl"
            size="compact-md"
            loading={pause.isPending}
            leftSection={
              search.paused ? (
                <IconPlayerPlay size={16} aria-hidden />
              ) : (
                <IconPlayerPause size={16} aria-hidden />
              )
            }
            onClick={() =>
              pause.mutate(
                { id: search.id, paused: !search.paused },
                { onError: (error) => toast.error(t("list.changeFailed"), error.message) },
              )
            }
          >
            {search.paused ? t("list.resume") : t("list.pause")}
          </Button>
          <Button
            variant="subtle"
            color="red"
            radius="xl"
            size="compact-md"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() =>
              confirmDelete({
                title: t("list.confirmTitle"),
                body: t("list.confirmBody", { name: search.name }),
                confirm: t("list.delete"),
                cancel: t("save.cancel"),
                run: () => remove.mutateAsync(search.id),
                done: t("list.deleted"),
                failed: (error) => [t("list.deleteFailed"), error.message],
              })
            }
          >
            {t("list.delete")}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
