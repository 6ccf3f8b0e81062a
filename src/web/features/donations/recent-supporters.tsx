import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconHeart } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { useRecentDonations } from "./api/get-recent-donations";

/** The latest completed gifts: thanks in public, and a nudge to the next donor. Hidden when there are none. */
export function RecentSupporters() {
  const { t } = useTranslation("donations");
  const { number, date } = useFormat();
  const { data } = useRecentDonations();
  if (!data || data.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="supporters" withBorder radius="lg" p="lg">
      <Title order={2} id="supporters" fz="h4" mb="sm">
        {t("supporters.title")}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
        {data.map((gift, index) => (
          <Group component="li" key={index} gap="sm" wrap="nowrap" align="flex-start">
            <IconHeart
              size={18}
              color="var(--mantine-color-brand-7)"
              aria-hidden
              style={{ flexShrink: 0, marginTop: 3 }}
            />
            <div>
              <Text fw={600} size="sm">
                {gift.name ?? t("supporters.anonymous")}
              </Text>
              <Text size="sm" c="gray.7">
                {t("supporters.gift", {
                  amount: number(gift.amount),
                  method: t(`form.methods.${gift.method}.name`),
                })}{" "}
                · <time dateTime={gift.completed_at}>{date(gift.completed_at)}</time>
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
