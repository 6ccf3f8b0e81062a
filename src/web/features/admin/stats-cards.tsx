import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import {
  IconBuildingStore,
  IconClipboardList,
  IconPaw,
  IconUsers,
  type Icon,
} from "@tabler/icons-react";
import type { TFunction } from "../../i18n";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { AdminStats } from "../../../contract/admin";
import { useNumberFormat } from "../../lib/format-numbers";
import { useStats } from "./api/get-stats";

interface Line {
  text: string;
  /** A line that asks for action links to the list it is about. */
  to?: string;
}

interface Card {
  key: string;
  title: string;
  total: number;
  Icon: Icon;
  lines: Line[];
}

function cardsOf(stats: AdminStats, t: TFunction<"admin">, n: (value: number) => string): Card[] {
  const { vendors: stores, pets, applications } = stats;
  const waiting = stores.by_status.pending;
  return [
    {
      key: "vendors",
      title: t("stats.stores"),
      total: stores.total,
      Icon: IconBuildingStore,
      lines: [
        {
          text: t("stats.storesPending", { n: n(waiting) }),
          to: waiting > 0 ? "/admin?status=pending" : undefined,
        },
        { text: t("stats.storesActive", { n: n(stores.by_status.active) }) },
      ],
    },
    {
      key: "pets",
      title: t("stats.pets"),
      total: pets.total,
      Icon: IconPaw,
      lines: [
        { text: t("stats.petsPublished", { n: n(pets.by_status.published) }) },
        { text: t("stats.petsDraft", { n: n(pets.by_status.draft) }) },
        { text: t("stats.petsAdopted", { n: n(pets.by_status.adopted) }) },
      ],
    },
    {
      key: "applications",
      title: t("stats.applications"),
      total: applications.total,
      Icon: IconClipboardList,
      lines: [
        { text: t("stats.applicationsPending", { n: n(applications.by_status.pending) }) },
        { text: t("stats.applicationsApproved", { n: n(applications.by_status.Approved) }) },
        {
          text: t("stats.applicationsClosed", {
            n: n(applications.by_status.Rejected + applications.by_status.Withdrawn),
          }),
        },
      ],
    },
    {
      key: "users",
      title: t("stats.users"),
      total: stats.users,
      Icon: IconUsers,
      lines: [{ text: t("stats.usersNote") }],
    },
  ];
}

/** The summary cards over the stores, from GET /api/admin/stats. */
export function StatsCards() {
  const { t } = useTranslation("admin");
  const { number } = useNumberFormat();
  const { data, isPending, isError } = useStats();

  if (isError) {
    return (
      <Alert color="red" mb="xl">
        {t("stats.error")}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "sm", sm: "lg" }} mb="xl">
      {isPending
        ? Array.from({ length: 4 }, (_, index) => <Skeleton key={index} h={150} radius="lg" />)
        : cardsOf(data, t, number).map(({ key, title, total, Icon, lines }) => (
            <Paper key={key} withBorder radius="lg" p={{ base: "sm", sm: "lg" }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600} c="dimmed">
                  {title}
                </Text>
                <ThemeIcon variant="light" radius="md" size="lg">
                  <Icon size={20} />
                </ThemeIcon>
              </Group>
              <Text fz={{ base: 28, sm: 34 }} fw={750} lh={1.1} mt={4}>
                {number(total)}
              </Text>
              {lines.map(({ text, to }) =>
                to ? (
                  <Anchor
                    key={text}
                    component={Link}
                    to={to}
                    size="sm"
                    fw={600}
                    display="block"
                    mt={2}
                  >
                    {text}
                  </Anchor>
                ) : (
                  <Text key={text} size="sm" c="dimmed" mt={2}>
                    {text}
                  </Text>
                ),
              )}
            </Paper>
          ))}
    </SimpleGrid>
  );
}
