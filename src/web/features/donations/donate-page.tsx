import { Container, Grid, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { useSiteConfig } from "../../lib/api/site-config";
import { PageHeader } from "../../ui/page-header";
import { usePageMeta } from "../../ui/use-page-meta";
import { DonateForm } from "./donate-form";
import { useOnlineMethods } from "../../lib/gateway-checkout";
import { OtherWays } from "./other-ways";
import { RecentSupporters } from "./recent-supporters";
import { GiftImpact, Spending } from "./where-it-goes";

/**
 * /donate: give online, see what a gift does, or use a QR code. Without a gateway set up, the
 * QR codes come first and alone: no form that cannot be sent.
 */
export function DonatePage() {
  const { t } = useTranslation("donations");
  const { name } = useSiteConfig();
  const isOnline = useOnlineMethods().length > 0;
  usePageMeta(t("meta.title"), t("meta.description", { name }));

  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={t("lead")}
        image="/images/donate-header.webp"
      />
      {isOnline && (
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
      )}
      <OtherWays isOnlyWay={!isOnline} />
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <Stack gap={48}>
          {!isOnline && <GiftImpact />}
          <Spending />
        </Stack>
      </Container>
      <Container size="sm" pb={{ base: 48, md: 64 }} ta="center">
        <Text size="lg" fw={600}>
          {t("thanks")}
        </Text>
      </Container>
    </>
  );
}
