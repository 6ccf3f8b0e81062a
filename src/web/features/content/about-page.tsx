import { Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { useSiteConfig } from "../../lib/api/site-config";
import { useNumberFormat } from "../../lib/format-numbers";
import { usePageMeta } from "../../ui/use-page-meta";
import surfaces from "../../ui/surfaces.module.css";
import { CtaBand } from "../../ui/cta-band";
import { DonateButton } from "../../ui/donate-button";
import { HappyTails } from "./happy-tails";
import { PageHeader } from "../../ui/page-header";
import { TeamSection } from "./team-section";

// Round figures, as a small charity would quote them in its annual report; "+" marks a running total.
const STATS = [
  { value: 1240, isRunningTotal: true, label: "about.stats.adopted" },
  { value: 6, isRunningTotal: false, label: "about.stats.stores" },
  { value: 85, isRunningTotal: true, label: "about.stats.volunteers" },
  { value: 3600, isRunningTotal: true, label: "about.stats.sterilised" },
] as const;

export function AboutPage() {
  const { t } = useTranslation("content");
  const { name } = useSiteConfig();
  const format = useNumberFormat();
  usePageMeta(t("about.meta.title"), t("about.meta.description", { name }));

  return (
    <>
      <PageHeader
        eyebrow={t("about.eyebrow")}
        title={t("about.title")}
        lead={t("about.lead", { name })}
        image="/images/about-header.webp"
      />
      <Container size="lg" py={{ base: 56, md: 80 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="md">
            <Title order={2} fz={{ base: 26, md: 34 }}>
              {t("about.missionTitle")}
            </Title>
            <Text size="lg">{t("about.missionBody1")}</Text>
            <Text c="gray.7">{t("about.missionBody2", { name })}</Text>
          </Stack>
          <SimpleGrid cols={2} spacing="md" style={{ alignContent: "start" }}>
            {STATS.map(({ value, isRunningTotal, label }) => (
              <Stack key={label} gap={4} p="lg" className={surfaces.panel}>
                <Text fz={{ base: 28, sm: 34 }} fw={800} c="brand.8" lh={1.2}>
                  {format.number(value)}
                  {isRunningTotal && "+"}
                </Text>
                <Text size="sm" c="gray.7">
                  {t(label)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </SimpleGrid>
      </Container>
      <TeamSection />
      <HappyTails />
      <CtaBand title={t("about.donateTitle")} body={t("about.donateBody")}>
        <DonateButton>{t("about.donateNow")}</DonateButton>
      </CtaBand>
    </>
  );
}
