import { Anchor, Container, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import { mayDo } from "../../../contract/store-roles";
import { useTranslation } from "../../i18n";
import { useMyStore, type MyStore } from "../../lib/api/my-store";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { FiguresView } from "./figures-view";

/**
 * /dashboard/figures: the figures of the store she works for (docs/product.md#figures), for its
 * owners, managers and carers; owners and managers also take all its data away as a ZIP.
 */
export function FiguresPage() {
  return (
    <RequireAuth>
      <FiguresOfMyStore />
    </RequireAuth>
  );
}

function FiguresOfMyStore() {
  const { t } = useTranslation("figures");
  usePageMeta(t("page.title"));
  return (
    <Container size="lg" py={{ base: "lg", sm: 40 }}>
      <Group mb="sm">
        <Anchor component={Link} to={STORE_DASHBOARD} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t("page.back")}
          </Group>
        </Anchor>
      </Group>
      <Title order={1} mb="xs">
        {t("page.title")}
      </Title>
      <QueryState
        query={useMyStore()}
        errorTitle={t("page.loadError")}
        loading={<Skeleton height={480} radius="lg" />}
        isEmpty={(data) => !data.store}
        empty={<Text c="dimmed">{t("page.noStore")}</Text>}
      >
        {(data) => <StoreFigures data={data} />}
      </QueryState>
    </Container>
  );
}

function StoreFigures({ data: { store, role } }: { data: MyStore }) {
  const { t } = useTranslation("figures");
  // A foster sees only the animals placed with her: the server refuses her the figures too.
  if (!store || !role || !mayDo(role, "read"))
    return <Text c="dimmed">{t("page.notForRole")}</Text>;
  return (
    <Stack gap="lg">
      <Text c="dimmed">{t("page.intro", { store: store.title })}</Text>
      <FiguresView
        scope={{ storeId: store.id }}
        exportHref={mayDo(role, "pets") ? `/api/vendors/${store.id}/export` : undefined}
      />
    </Stack>
  );
}
