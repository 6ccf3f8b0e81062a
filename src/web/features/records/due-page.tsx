import { Anchor, Container, Skeleton, Text } from "@mantine/core";
import { Link } from "react-router";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import { useTranslation } from "../../i18n";
import { useMyStore } from "../../lib/api/my-store";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { DueList } from "./due-list";

/** /dashboard/due: everything due in the store she works for, each ticked off in one tap. */
export function DuePage() {
  return (
    <RequireAuth>
      <DueOfMyStore />
    </RequireAuth>
  );
}

function DueOfMyStore() {
  const { t } = useTranslation("records");
  usePageMeta(t("due.title"));
  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <Anchor component={Link} to={STORE_DASHBOARD} size="sm" mb="sm" display="block">
        {t("page.back")}
      </Anchor>
      <QueryState
        query={useMyStore()}
        errorTitle={t("due.loadError")}
        loading={<Skeleton height={320} radius="lg" />}
        isEmpty={(data) => !data.store}
        empty={<Text c="dimmed">{t("due.empty")}</Text>}
      >
        {(data) => <DueList storeId={data.store!.id} role={data.role!} />}
      </QueryState>
    </Container>
  );
}
