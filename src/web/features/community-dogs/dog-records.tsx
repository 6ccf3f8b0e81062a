import { ActionIcon, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { CommunityDogDetail, DogRecord } from "../../../contract/community-dogs";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { toast } from "../../ui/toast";
import { useDeleteDogRecord } from "./api/dog-changes";

/** The dog's records, newest first: what, when, what next, a camp's, who wrote it. */
export function DogRecords({ dog }: { dog: CommunityDogDetail }) {
  const { t } = useTranslation("communityDogs");
  if (dog.records.length === 0) return <Text c="dimmed">{t("dog.noRecords")}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {dog.records.map((record) => (
        <RecordItem key={record.id} record={record} dogId={dog.id} />
      ))}
    </Stack>
  );
}

function RecordItem({ record, dogId }: { record: DogRecord; dogId: number }) {
  const { t } = useTranslation("communityDogs");
  const { date } = useFormat();
  const remove = useDeleteDogRecord();
  const day = date(record.given_on);
  const drop = () =>
    remove.mutate(
      { dogId, recordId: record.id },
      {
        onSuccess: () => toast.success(t("record.deleted")),
        onError: (error) => toast.error(t("record.deleteFailed"), error.message),
      },
    );
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs">
          <Badge variant="light">{t(`kind.${record.kind}`)}</Badge>
          {record.vaccine && <Text size="sm">{t(`vaccine.${record.vaccine}`)}</Text>}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{t("record.given", { day })}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={drop}
            loading={remove.isPending}
            aria-label={t("record.deleteLabel", { day })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {record.next_due_on && (
        <Text size="sm" mt={4}>
          {t("record.nextDueOn", { day: date(record.next_due_on) })}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {[record.camp_id !== null && t("record.camp"), record.recorded_by_name]
          .filter(Boolean)
          .join(" · ")}
      </Text>
    </Paper>
  );
}
