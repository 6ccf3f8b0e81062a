import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconCalendar, IconMail, IconMapPin, IconUser } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { Link, useNavigate, useParams } from "react-router";
import type { AdminStoreDetail } from "../../../contract/admin";
import { useFormat } from "../../lib/format";
import { ApiError } from "../../lib/http";
import { QueryState } from "../../ui/query-state";
import { usePageMeta } from "../../ui/use-page-meta";
import { storeDetailKey, useAdminStore } from "./api/get-store";
import { RequireAdmin } from "./require-admin";
import { StoreActions } from "./store-actions";
import { StoreLogo } from "./store-logo";
import { StoreMembers, StorePets, StoreRequests } from "./store-page-sections";
import { StoreStatusBadge } from "./store-status-badge";

/** /admin/stores/:storeId: what the admin checks before approving a store, or unlisting it. */
export function StorePage() {
  return (
    <RequireAdmin>
      <StoreDetailPage />
    </RequireAdmin>
  );
}

const BackLink = () => {
  const { t } = useTranslation("admin");
  return (
    <Anchor component={Link} to="/admin" size="sm" fw={600}>
      <Group gap={6} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t("storePage.back")}
      </Group>
    </Anchor>
  );
};

function StoreDetailPage() {
  const { t } = useTranslation("admin");
  const { storeId } = useParams();
  const id = /^\d{1,10}$/.test(storeId ?? "") ? Number(storeId) : 0;
  const query = useAdminStore(id);
  usePageMeta(query.data?.title ?? t("storePage.eyebrow"));
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <BackLink />
      <QueryState
        query={query}
        errorTitle={t("storePage.loadFailed")}
        errorAction={(error) =>
          error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
            <Button component={Link} to="/admin" variant="white" color="red">
              {t("storePage.backToList")}
            </Button>
          ) : undefined
        }
      >
        {(store) => <StoreDetail store={store} />}
      </QueryState>
    </Container>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text c="brand.8" mt={2} component="span" aria-hidden>
        {icon}
      </Text>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: "anywhere" }} component="div">
          {children}
        </Text>
      </div>
    </Group>
  );
}

function Count({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lineClamp={2}>
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

function StoreDetail({ store }: { store: AdminStoreDetail }) {
  const { t } = useTranslation("admin");
  const { date, number } = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = () => {
    void navigate("/admin");
    queryClient.removeQueries({ queryKey: [...storeDetailKey, store.id] });
  };

  return (
    <Stack gap="xl" mt="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: "1 1 320px" }}>
          <StoreLogo store={store} size={72} />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text size="sm" fw={700} c="brand.8" tt="uppercase">
              {t("storePage.eyebrow")}
            </Text>
            <Title order={1} lh={1.15} style={{ overflowWrap: "anywhere" }}>
              {store.title}
            </Title>
            <Group gap="sm">
              <StoreStatusBadge status={store.status} />
              <Text size="sm" c="dimmed">
                {t("storePage.joined", { date: date(store.created_at) })}
              </Text>
            </Group>
          </Stack>
        </Group>
        <StoreActions store={store} onDeleted={leave} />
      </Group>

      <Alert
        variant="light"
        color={store.status === "active" ? "teal" : "orange"}
        title={t(`status.${store.status}`)}
        // The tint carries the colour; a coloured title on it fails contrast.
        styles={{ title: { color: "var(--mantine-color-text)" } }}
      >
        {store.status === "active"
          ? t("storePage.activeNote", {
              count: store.listed_pets,
              n: number(store.listed_pets),
            })
          : t("storePage.pendingNote", {
              count: store.listed_pets,
              n: number(store.listed_pets),
            })}
      </Alert>

      <SimpleGrid cols={3} spacing={{ base: "xs", sm: "md" }}>
        <Count label={t("storePage.counts.pets")} value={number(store.pet_count)} />
        <Count label={t("storePage.counts.listed")} value={number(store.listed_pets)} />
        <Count label={t("storePage.counts.requests")} value={number(store.open_requests.length)} />
      </SimpleGrid>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} h="100%">
            <Title order={2} size="h4" mb="sm">
              {t("storePage.about")}
            </Title>
            <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }} lh={1.6}>
              {store.description}
            </Text>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} h="100%">
            <Title order={2} size="h4" mb="md">
              {t("storePage.contact")}
            </Title>
            <Stack gap="md">
              <Fact icon={<IconUser size={18} />} label={t("storePage.owner")}>
                {store.owner_name}
              </Fact>
              <Fact icon={<IconMail size={18} />} label={t("storePage.email")}>
                <Anchor href={`mailto:${store.owner_email}`} size="sm">
                  {store.owner_email}
                </Anchor>
              </Fact>
              <Fact icon={<IconMapPin size={18} />} label={t("storePage.location")}>
                {store.location}
              </Fact>
              <Fact icon={<IconCalendar size={18} />} label={t("storePage.created")}>
                {date(store.created_at)}
              </Fact>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      <StoreMembers store={store} />
      <StorePets store={store} />
      <StoreRequests store={store} />
    </Stack>
  );
}
