import {
  Alert,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import { useSmsUsage } from "./api/get-sms-usage";

const PERIODS = ["hour", "today", "month"] as const;

/**
 * The texts of this hour, today and this month against the SMS budget (docs/product.md#sms),
 * from GET /api/admin/sms: a spent budget shows in red.
 */
export function SmsUsageCard() {
  const { t } = useTranslation("admin");
  const { number } = useNumberFormat();
  const { data, isPending, isError } = useSmsUsage();

  if (isError) {
    return (
      <Alert color="red" mb="xl">
        {t("sms.error")}
      </Alert>
    );
  }
  return (
    <Paper
      component="section"
      aria-labelledby="sms-usage-title"
      withBorder
      radius="lg"
      p={{ base: "sm", sm: "lg" }}
      mb="xl"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text id="sms-usage-title" size="sm" fw={600} c="dimmed">
            {t("sms.title")}
          </Text>
          <Text size="sm" c="dimmed" mt={4} maw={720}>
            {t("sms.intro")}
          </Text>
        </div>
        <ThemeIcon variant="light" radius="md" size="lg">
          <IconMessage size={20} />
        </ThemeIcon>
      </Group>
      {isPending ? (
        <Skeleton h={64} mt="md" radius="md" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="md">
          {PERIODS.map((period) => {
            const { sent, budget } = data[period];
            const isSpent = sent >= budget;
            const amount = t("sms.ofBudget", { sent: number(sent), budget: number(budget) });
            return (
              <div key={period}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {t(`sms.${period}`)}
                  </Text>
                  {isSpent && (
                    <Text size="xs" fw={700} c="red.8">
                      {t("sms.spent")}
                    </Text>
                  )}
                </Group>
                <Text fz={22} fw={750} lh={1.3}>
                  {amount}
                </Text>
                <Progress
                  value={Math.min(100, (sent / budget) * 100)}
                  color={isSpent ? "red" : "orange"}
                  radius="xl"
                  mt={4}
                  aria-label={`${t(`sms.${period}`)}: ${amount}`}
                />
              </div>
            );
          })}
        </SimpleGrid>
      )}
    </Paper>
  );
}
