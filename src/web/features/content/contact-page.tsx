import {
  Anchor,
  Container,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { useSiteConfig } from "../../lib/api/site-config";
import { usePageMeta } from "../../ui/use-page-meta";
import { ContactForm } from "./contact-form";
import { PageHeader } from "../../ui/page-header";

function InfoRow({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Stack gap={2}>
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Group>
  );
}

export function ContactPage() {
  const { t } = useTranslation("content");
  const site = useSiteConfig();
  usePageMeta(t("contact.meta.title"), t("contact.meta.description", { name: site.name }));

  return (
    <>
      <PageHeader
        eyebrow={t("contact.eyebrow")}
        title={t("contact.title")}
        lead={t("contact.lead")}
      />
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xl">
              <InfoRow icon={<IconMapPin size={22} />} title={t("contact.visitTitle")}>
                <Text>{site.contactAddress}</Text>
                <Text size="sm" c="gray.7">
                  {t("contact.visitBody")}
                </Text>
              </InfoRow>
              <InfoRow icon={<IconClock size={22} />} title={t("contact.hoursTitle")}>
                <Text size="sm">{t("contact.hoursWeek")}</Text>
                <Text size="sm">{t("contact.hoursSaturday")}</Text>
              </InfoRow>
              <InfoRow icon={<IconPhone size={22} />} title={t("contact.callTitle")}>
                <Anchor href={`tel:${site.contactPhone.replace(/[^+\d]/g, "")}`} fw={600}>
                  {site.contactPhone}
                </Anchor>
              </InfoRow>
              <InfoRow icon={<IconMail size={22} />} title={t("contact.emailTitle")}>
                <Anchor href={`mailto:${site.contactEmail}`} fw={600}>
                  {site.contactEmail}
                </Anchor>
              </InfoRow>
              <Paper p="lg" radius="lg" bg="yellow.0" withBorder>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <IconAlertTriangle
                    size={22}
                    color="var(--mantine-color-yellow-9)"
                    aria-hidden
                    style={{ flexShrink: 0 }}
                  />
                  <Stack gap={4}>
                    <Title order={3} fz="md">
                      {t("contact.emergencyTitle")}
                    </Title>
                    <Text size="sm">{t("contact.emergencyBody")}</Text>
                  </Stack>
                </Group>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
              <Title order={2} fz="xl" mb={4}>
                {t("contact.formTitle")}
              </Title>
              <Text size="sm" c="gray.7" mb="lg">
                {t("contact.formIntro")}
              </Text>
              <ContactForm />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
