import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { HealthRecord } from "../../../contract/animal-records";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";

/** An animal's records, newest first: what, when, what next, and who wrote it. */
export function RecordList({ records }: { records: HealthRecord[] }) {
  const { t } = useTranslation("records");
  const { date, number } = useFormat();
  if (records.length === 0) return <Text c="dimmed">{t("page.empty")}</Text>;
  return (
    <Stack gap="sm" component="ul" aria-label={t("page.list")} p={0} style={{ listStyle: "none" }}>
      {records.map((record) => {
        const details = [
          record.vaccine && t(`vaccine.${record.vaccine}`),
          record.treatment,
          record.weight_kg !== null && t("record.weight", { kg: number(record.weight_kg) }),
          record.microchip && t("record.chip", { number: record.microchip }),
          record.batch && t("record.batch", { batch: record.batch }),
          record.place,
        ].filter(Boolean);
        return (
          <Paper key={record.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs">
              <Badge variant="light">{t(`kind.${record.kind}`)}</Badge>
              <Text size="sm">{t("record.given", { day: date(record.given_on) })}</Text>
            </Group>
            {details.length > 0 && <Text mt={4}>{details.join(" · ")}</Text>}
            {record.next_due_on && (
              <Text size="sm" mt={4}>
                {t("record.nextDue", { day: date(record.next_due_on) })}
              </Text>
            )}
            {record.note && (
              <Text size="sm" c="dimmed" mt={4} style={{ whiteSpace: "pre-line" }}>
                {record.note}
              </Text>
            )}
            {record.recorded_by_name && (
              <Text size="xs" c="dimmed" mt={4}>
                {t("record.by", { name: record.recorded_by_name })}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
