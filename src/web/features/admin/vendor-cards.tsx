import { Anchor, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCalendar, IconMail, IconMapPin, IconPaw } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { AdminVendor } from "../../../contract/admin";
import { useFormat } from "../../lib/format";
import { VendorActions } from "./vendor-actions";
import { VendorLogo } from "./vendor-logo";
import { VendorStatusBadge } from "./vendor-status-badge";

const Line = ({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) => (
  <Group gap={8} wrap="nowrap" c="dimmed">
    {icon}
    <Text size="sm" c="inherit" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
      {children}
    </Text>
  </Group>
);

/** Phones and tablets: one card per store, the actions full width under the thumb. */
export function VendorCards({ vendors }: { vendors: AdminVendor[] }) {
  const { t } = useTranslation("admin");
  const { date, number } = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {vendors.map((vendor) => (
        <Card
          key={vendor.id}
          withBorder
          radius="lg"
          padding="md"
          component="article"
          aria-label={vendor.title}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <VendorLogo vendor={vendor} size={52} />
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={700} lh={1.3}>
                {vendor.title}
              </Text>
              <VendorStatusBadge status={vendor.status} />
            </Stack>
          </Group>
          <Stack gap={6} mt="md">
            <Line icon={<IconMapPin size={16} />}>{vendor.location}</Line>
            <Line icon={<IconMail size={16} />}>
              <Anchor href={`mailto:${vendor.owner_email}`} size="sm">
                {vendor.owner_email}
              </Anchor>
            </Line>
            <Line icon={<IconCalendar size={16} />}>
              {t("card.created", { date: date(vendor.created_at) })}
            </Line>
            <Line icon={<IconPaw size={16} />}>
              {t("card.counts", {
                pets: number(vendor.pet_count),
                requests: number(vendor.pending_applications),
              })}
            </Line>
          </Stack>
          <Card.Section withBorder inheritPadding py="sm" mt="md">
            <VendorActions vendor={vendor} grow />
          </Card.Section>
        </Card>
      ))}
    </SimpleGrid>
  );
}
