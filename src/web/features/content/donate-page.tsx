import {
  Box,
  Card,
  Container,
  Flex,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconCreditCard, IconQrcode, IconWallet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteConfig } from "../../app/site-config";
import { useFormat } from "../../lib/format";
import { usePageMeta } from "../../ui/use-page-meta";
import { CardDialog } from "./card-dialog";
import classes from "./content.module.css";
import { PageHeader, SectionTitle } from "./page-header";
import { WalletDialog, type Wallet } from "./wallet-dialog";

type Method = "card" | Wallet;

// SPEC §2: Card, eSewa and Khalti.
const METHODS = [
  { id: "card", Icon: IconCreditCard, color: "blue" },
  { id: "esewa", Icon: IconQrcode, color: "green" },
  { id: "khalti", Icon: IconWallet, color: "grape" },
] as const;

// What a gift buys at our centres' current prices, in rupees.
const IMPACT = [
  { amount: 500, text: "donate.impact.food" },
  { amount: 1500, text: "donate.impact.vaccine" },
  { amount: 5000, text: "donate.impact.sterilise" },
] as const;

// Share of last year's spending, in percent.
const SPENDING = [
  { share: 45, label: "donate.spending.food", color: "brand.6" },
  { share: 35, label: "donate.spending.vet", color: "teal.6" },
  { share: 20, label: "donate.spending.shelter", color: "grape.6" },
] as const;

export function DonatePage() {
  const { t } = useTranslation("content");
  const { name, wallets } = useSiteConfig();
  const format = useFormat();
  const [open, setOpen] = useState<Method | null>(null);
  usePageMeta(t("donate.meta.title"), t("donate.meta.description", { name }));
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader
        eyebrow={t("donate.eyebrow")}
        title={t("donate.title")}
        lead={t("donate.lead")}
        image="/images/donate-header.webp"
      />
      <Container size="lg" py={{ base: 56, md: 80 }}>
        <SectionTitle title={t("donate.chooseTitle")} subtitle={t("donate.chooseSubtitle")} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {METHODS.map(({ id, Icon, color }) => (
            <Card key={id} padding="xl" radius="lg" withBorder className={classes.card}>
              <Flex direction={{ base: "row", sm: "column" }} gap="md" align="flex-start">
                <ThemeIcon size={56} radius="xl" color={color} variant="light">
                  <Icon size={30} />
                </ThemeIcon>
                <Box>
                  <Title order={3} fz="xl">
                    <UnstyledButton
                      className={classes.cardButton}
                      onClick={() => setOpen(id)}
                      fz="inherit"
                      fw="inherit"
                      aria-haspopup="dialog"
                    >
                      {t(`donate.methods.${id}.name`)}
                    </UnstyledButton>
                  </Title>
                  <Text c="gray.7" mt={6} size="sm">
                    {t(`donate.methods.${id}.body`)}
                  </Text>
                  <Text c="brand.8" fw={700} mt="sm" size="sm" aria-hidden>
                    {t("donate.give")} →
                  </Text>
                </Box>
              </Flex>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box className={classes.band}>
        <Container size="lg" py={{ base: 56, md: 80 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="md">
              <Title order={2} fz={{ base: 26, md: 32 }}>
                {t("donate.impactTitle")}
              </Title>
              {IMPACT.map(({ amount, text }) => (
                <Group key={text} gap="md" wrap="nowrap" p="md" className={classes.panel}>
                  <Text fw={800} fz="xl" c="brand.8" miw={110}>
                    {t("donate.amount", { amount: format.number(amount) })}
                  </Text>
                  <Text>{t(text)}</Text>
                </Group>
              ))}
            </Stack>
            <Stack gap="md">
              <Title order={2} fz={{ base: 26, md: 32 }}>
                {t("donate.spendingTitle")}
              </Title>
              <Text c="gray.7">{t("donate.spendingBody", { name })}</Text>
              {SPENDING.map(({ share, label, color }) => (
                <Stack key={label} gap={4}>
                  <Group justify="space-between">
                    <Text fw={600}>{t(label)}</Text>
                    <Text fw={700}>{t("donate.percent", { value: format.number(share) })}</Text>
                  </Group>
                  <Progress value={share} color={color} size="lg" radius="xl" aria-hidden />
                </Stack>
              ))}
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="sm" py={{ base: 48, md: 64 }} ta="center">
        <Text size="lg" fw={600}>
          {t("donate.thanks")}
        </Text>
      </Container>

      <CardDialog opened={open === "card"} onClose={close} onChooseWallet={setOpen} />
      {(["esewa", "khalti"] as const).map((wallet) => (
        <WalletDialog
          key={wallet}
          wallet={wallet}
          id={wallets[wallet]}
          opened={open === wallet}
          onClose={close}
        />
      ))}
    </>
  );
}
