import { Anchor, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCalendar, IconMail, IconMapPin, IconPaw } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { AdminStore } from "../../../contract/admin";
import { useFormat } from "../../lib/format";
import { StoreActions } from "./store-actions";
import { StoreLogo } from "./store-logo";
import { StoreStatusBadge } from "./store-status-badge";

const Line = ({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) => (
  <Group gap={8} wrap="nowrap" c="dimmed">
    {icon}
    <Text size="sm" c="inherit" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
      {children}
    </Text>
  </Group>
);

/** Phones and tablets: one card per store, the actions full width under the thumb. */
export function StoreCards({ stores }: { stores: AdminStore[] }) {
  const { t } = useTranslation("admin");
  const { date, number } = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {stores.map((store) => (
        <Card
          key={store.id}
          withBorder
          radius="lg"
          padding="md"
          component="article"
          aria-label={store.title}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <StoreLogo store={store} size={52} />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Anchor component={Link} to={`/admin/stores/${store.id}`} fw={700} lh={1.3}>
                {store.title}
              </Anchor>
              <StoreStatusBadge status={store.status} />
            </Stack>
          </Group>
          <Stack gap={6} mt="md">
            <Line icon={<IconMapPin size={16} />}>{store.location}</Line>
            <Line icon={<IconMail size={16} />}>
              <Anchor href={`mailto:${store.owner_email}`} size="sm">
                {store.owner_email}
              </Anchor>
            </Line>
            <Line icon={<IconCalendar size={16} />}>
              {t("card.created", { date: date(store.created_at) })}
            </Line>
            <Line icon={<IconPaw size={16} />}>
              {t("card.counts", {
                pets: number(store.pet_count),
                requests: number(store.pending_applications),
              })}
            </Line>
          </Stack>
          <Card.Section withBorder inheritPadding py="sm" mt="md">
            <StoreActions store={store} grow />
          </Card.Section>
        </Card>
      ))}
    </SimpleGrid>
  );
}
