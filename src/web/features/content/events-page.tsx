import { Badge, Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconClock, IconMapPin } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { usePageMeta } from "../../ui/use-page-meta";
import { atNoon } from "./dates";
import classes from "./content.module.css";
import surfaces from "../../ui/surfaces.module.css";
import { NewsletterBox } from "./newsletter-box";
import { PageHeader, SectionTitle } from "../../ui/page-header";

// /events: three sample events and three news items, static.
const EVENTS = [
  { id: "adoptionDay", day: "2026-12-12", from: "10:00", to: "16:00" },
  { id: "vaccinationCamp", day: "2027-01-09", from: "09:00", to: "14:00" },
  { id: "volunteerOrientation", day: "2027-02-06", from: "11:00", to: "13:00" },
] as const;

const NEWS = [
  { id: "kukurTihar", day: "2026-11-09" },
  { id: "pokharaCattery", day: "2026-10-15" },
  { id: "sterilisation", day: "2026-09-03" },
] as const;

// Calendar days of events, read as local time on that day (see dates.ts).
const MONTH = { month: "short" } as const;
const DAY = { day: "numeric" } as const;
const FULL_DAY = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;
const TIME = { timeStyle: "short" } as const;

export function EventsPage() {
  const { t } = useTranslation("content");
  const format = useFormat();
  usePageMeta(t("events.meta.title"), t("events.meta.description"));

  return (
    <>
      <PageHeader eyebrow={t("events.eyebrow")} title={t("events.title")} lead={t("events.lead")} />
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <SectionTitle title={t("events.upcomingTitle")} subtitle={t("events.upcomingSubtitle")} />
        <Stack gap="lg" component="ul" p={0} m={0}>
          {EVENTS.map(({ id, day, from, to }) => (
            <Card
              key={id}
              component="li"
              withBorder
              radius="lg"
              padding="lg"
              style={{ listStyle: "none" }}
            >
              <Group align="flex-start" gap="lg" wrap="nowrap">
                <Box className={classes.dateBadge} aria-hidden>
                  <Text size="sm" fw={700} tt="uppercase">
                    {format.dateWith(atNoon(day), MONTH)}
                  </Text>
                  <Text fz={30} fw={800} lh={1.1}>
                    {format.dateWith(atNoon(day), DAY)}
                  </Text>
                </Box>
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Title order={3} fz="xl">
                    {t(`events.list.${id}.title`)}
                  </Title>
                  <Group gap="md" c="gray.7">
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      <IconClock size={16} aria-hidden className={classes.inlineIcon} />
                      <Text size="sm">
                        <time dateTime={day}>{format.dateWith(atNoon(day), FULL_DAY)}</time>,{" "}
                        {t("events.timeRange", {
                          from: format.dateWith(`${day}T${from}:00`, TIME),
                          to: format.dateWith(`${day}T${to}:00`, TIME),
                        })}
                      </Text>
                    </Group>
                    <Group gap={4} wrap="nowrap" align="flex-start">
                      <IconMapPin size={16} aria-hidden className={classes.inlineIcon} />
                      <Text size="sm">{t(`events.list.${id}.place`)}</Text>
                    </Group>
                  </Group>
                  <Text c="gray.8">{t(`events.list.${id}.body`)}</Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      </Container>

      <Box className={surfaces.band}>
        <Container size="lg" py={{ base: 48, md: 72 }}>
          <SectionTitle title={t("events.newsTitle")} />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" component="ul" p={0} m={0}>
            {NEWS.map(({ id, day }) => (
              <Card
                key={id}
                component="li"
                radius="lg"
                padding="lg"
                withBorder
                style={{ listStyle: "none" }}
              >
                <Badge variant="light" w="fit-content">
                  <time dateTime={day}>{format.date(atNoon(day))}</time>
                </Badge>
                <Title order={3} fz="lg" mt="sm">
                  {t(`events.news.${id}.title`)}
                </Title>
                <Text size="sm" c="gray.7" mt="xs">
                  {t(`events.news.${id}.body`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="sm" py={{ base: 48, md: 72 }}>
        <NewsletterBox />
      </Container>
    </>
  );
}
