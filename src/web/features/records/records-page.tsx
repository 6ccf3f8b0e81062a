import { Anchor, Container, Skeleton, Stack, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import { useTranslation } from "../../i18n";
import { useMyStore } from "../../lib/api/my-store";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { useRecords } from "./api/get-records";
import { RecordForm } from "./record-form";
import { RecordList } from "./record-list";

/**
 * /dashboard/animals/:petId/records: an animal's health records and the form to add one, for
 * its store's team and the foster it is placed with (docs/decisions/049-animal-records.md).
 */
export function RecordsPage() {
  return (
    <RequireAuth>
      <Records petId={Number(useParams().petId)} />
    </RequireAuth>
  );
}

function Records({ petId }: { petId: number }) {
  const { t } = useTranslation("records");
  const records = useRecords(petId);
  const isFoster = useMyStore().data?.role === "foster";
  usePageMeta(records.data ? t("page.titleOf", { name: records.data.pet.name }) : t("page.title"));
  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <Anchor component={Link} to={STORE_DASHBOARD} size="sm">
        {t("page.back")}
      </Anchor>
      <QueryState
        query={records}
        errorTitle={t("page.loadError")}
        loading={<Skeleton height={320} radius="lg" />}
      >
        {(data) => (
          <Stack gap="xl" mt="sm">
            <Title order={1}>{t("page.titleOf", { name: data.pet.name })}</Title>
            <RecordForm petId={petId} isFoster={isFoster} />
            <RecordList records={data.records} />
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
