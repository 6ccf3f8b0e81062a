import { Button, Container, Group, Text, Title } from "@mantine/core";
import {
  IconBuildingStore,
  IconCategory,
  IconChartBar,
  IconHeartHandshake,
  IconReceipt,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { Link, useLocation } from "react-router";
import { usePageMeta } from "../../ui/use-page-meta";

const SECTIONS = [
  { to: "/admin", label: "nav.stores", Icon: IconBuildingStore },
  { to: "/admin/category", label: "nav.categories", Icon: IconCategory },
  { to: "/admin/donations", label: "nav.donations", Icon: IconHeartHandshake },
  { to: "/admin/fees", label: "nav.fees", Icon: IconReceipt },
  { to: "/admin/figures", label: "nav.figures", Icon: IconChartBar },
] as const;

/** The frame of both admin pages: the heading and the way between them. */
export function AdminShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  usePageMeta(title);
  const current = pathname.replace(/\/$/, "").toLowerCase();
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <div>
          <Text size="sm" fw={700} c="brand.8" tt="uppercase">
            {t("eyebrow")}
          </Text>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" mt={4}>
            {intro}
          </Text>
        </div>
        <Group component="nav" aria-label={t("nav.label")} gap="xs">
          {SECTIONS.map(({ to, label, Icon }) => {
            const isCurrent = current === to;
            return (
              <Button
                key={to}
                component={Link}
                to={to}
                variant={isCurrent ? "light" : "subtle"}
                color={isCurrent ? undefined : "gray"}
                leftSection={<Icon size={18} />}
                aria-current={isCurrent ? "page" : undefined}
              >
                {t(label)}
              </Button>
            );
          })}
        </Group>
      </Group>
      {children}
    </Container>
  );
}
