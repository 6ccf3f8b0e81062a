import { Box, Group, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import type { DonationOutcome } from "../../../contract/donations";
import { useFormat } from "../../lib/format";
import classes from "./donations.module.css";

/** The receipt as the donor keeps it: number, amount, date and wallet. */
export function ReceiptCard({
  outcome,
}: {
  outcome: DonationOutcome & { receipt: NonNullable<DonationOutcome["receipt"]> };
}) {
  const { t } = useTranslation("donations");
  const { number, dayInBothCalendars } = useFormat();
  return (
    <Box className={classes.receipt} p="lg" component="section" aria-labelledby="receipt">
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" radius="xl" size="lg">
          <IconReceipt size={20} />
        </ThemeIcon>
        <Text id="receipt" fw={700} fz="lg">
          {t("return.completed.receipt")}
        </Text>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" m={0}>
        <div>
          <dt>{t("return.completed.number")}</dt>
          <dd className={classes.receiptNumber} data-testid="receipt-number">
            {outcome.receipt.number}
          </dd>
        </div>
        <div>
          <dt>{t("return.completed.amount")}</dt>
          <dd>{t("amount", { amount: number(outcome.amount) })}</dd>
        </div>
        <div>
          <dt>{t("return.completed.date")}</dt>
          <dd>
            <time dateTime={outcome.receipt.completed_at}>
              {dayInBothCalendars(outcome.receipt.completed_at)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t("return.completed.method")}</dt>
          <dd>{t(`form.methods.${outcome.method}.name`)}</dd>
        </div>
      </SimpleGrid>
    </Box>
  );
}
