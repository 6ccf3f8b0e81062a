import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import type { StoreApplication } from "../../../contract/adoption";
import { useNewsSeen } from "../../lib/api/news";
import { QueryState } from "../../ui/query-state";
import { useStoreApplications } from "./api/get-store-applications";
import { RequestCard } from "./request-card";

/**
 * The store's adoption requests, newest first, with Approve / Reject as STORE_MOVES allows.
 * The app shows it in the stores feature's StoreTab, for the owner's store.
 */
export function StoreApplications({ storeId }: { storeId: number }) {
  const { t } = useTranslation("adoption");
  const query = useStoreApplications(storeId);
  // On screen, the store's new requests are seen: the header's badge lets them go.
  useNewsSeen("store-requests", query.dataUpdatedAt);
  return (
    <QueryState
      query={query}
      errorTitle={t("store.loadError")}
      loading={<Skeleton height={220} radius="lg" />}
      isEmpty={(data) => data.length === 0}
      empty={
        <Paper withBorder radius="lg" p="lg">
          <Text c="dimmed">{t("store.empty")}</Text>
        </Paper>
      }
    >
      {(data) => <RequestList applications={data} storeId={storeId} />}
    </QueryState>
  );
}

function RequestList({
  applications,
  storeId,
}: {
  applications: StoreApplication[];
  storeId: number;
}) {
  const { t } = useTranslation("adoption");
  const pending = applications.filter((application) => application.status === "pending").length;
  return (
    <Stack gap="md">
      <Group gap="xs" justify="space-between">
        {pending > 0 ? (
          <Badge color="yellow.5" c="dark.9" size="lg" variant="filled" radius="sm" tt="none">
            {t("store.pendingCount", { count: pending })}
          </Badge>
        ) : (
          <Text c="dimmed" size="sm">
            {t("store.noneWaiting")}
          </Text>
        )}
        {/* A plain link: the browser downloads the file with the session it already has. */}
        <Button
          component="a"
          href="/api/vendors/me/applications.csv"
          download
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
        >
          {t("store.export")}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: "start" }}>
        {applications.map((application) => (
          <RequestCard key={application.id} application={application} storeId={storeId} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
