import { Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { useSiteConfig } from "../../lib/api/site-config";
import { useNumberFormat } from "../../lib/format-numbers";
import surfaces from "../../ui/surfaces.module.css";

// What a gift buys at our shelters' current prices, in rupees.
const IMPACT = [
  { amount: 500, text: "impact.food" },
  { amount: 1500, text: "impact.vaccine" },
  { amount: 5000, text: "impact.sterilise" },
] as const;

// Share of last year's spending, in percent.
const SPENDING = [
  { share: 45, label: "spending.food", color: "brand.6" },
  { share: 35, label: "spending.vet", color: "teal.6" },
  { share: 20, label: "spending.shelter", color: "grape.6" },
] as const;

export function GiftImpact() {
  const { t } = useTranslation("donations");
  const format = useNumberFormat();
  return (
    <Stack component="section" aria-labelledby="impact" gap="sm">
      <Title order={2} id="impact" fz={{ base: 22, md: 26 }}>
        {t("impactTitle")}
      </Title>
      {IMPACT.map(({ amount, text }) => (
        <Group key={text} gap="md" wrap="nowrap" p="md" className={surfaces.panel}>
          <Text fw={800} fz="lg" c="brand.8" miw={96}>
            {t("amount", { amount: format.number(amount) })}
          </Text>
          <Text size="sm">{t(text)}</Text>
        </Group>
      ))}
    </Stack>
  );
}

export function Spending() {
  const { t } = useTranslation("donations");
  const { name } = useSiteConfig();
  const format = useNumberFormat();
  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={2} fz={{ base: 26, md: 32 }}>
        {t("spendingTitle")}
      </Title>
      <Text c="gray.7">{t("spendingBody", { name })}</Text>
      {SPENDING.map(({ share, label, color }) => (
        <Stack key={label} gap={4}>
          <Group justify="space-between">
            <Text fw={600}>{t(label)}</Text>
            <Text fw={700}>{t("percent", { value: format.number(share) })}</Text>
          </Group>
          <Progress value={share} color={color} size="lg" radius="xl" aria-hidden />
        </Stack>
      ))}
    </Stack>
  );
}
