import { Container, Grid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSiteConfig } from "../../lib/api/site-config";
import { PageHeader } from "../../ui/page-header";
import { usePageMeta } from "../../ui/use-page-meta";
import { DonateForm } from "./donate-form";
import { OtherWays } from "./other-ways";
import { RecentSupporters } from "./recent-supporters";
import { GiftImpact, Spending } from "./where-it-goes";

/** /donate: give online, see what a gift does, or use a QR code or the card form. */
export function DonatePage() {
  const { t } = useTranslation("donations");
  const { name } = useSiteConfig();
  usePageMeta(t("meta.title"), t("meta.description", { name }));

  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={t("lead")}
        image="/images/donate-header.webp"
      />
      <Container size="lg" py={{ base: 32, md: 56 }}>
        <Grid gap={{ base: "xl", md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <DonateForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xl">
              <GiftImpact />
              <RecentSupporters />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <OtherWays />
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <Spending />
      </Container>
      <Container size="sm" pb={{ base: 48, md: 64 }} ta="center">
        <Text size="lg" fw={600}>
          {t("thanks")}
        </Text>
      </Container>
    </>
  );
}
