import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import type { DueItem } from "../../../contract/animal-records";
import { nepalDay } from "../../../contract/calendar";
import { mayDo, type StoreRole } from "../../../contract/store-roles";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { QueryState } from "../../ui/query-state";
import { toast } from "../../ui/toast";
import { useDue } from "./api/get-due";
import { useMarkDone } from "./api/record-changes";

/**
 * What is due in the store, by the reader's own Nepal day: overdue in red, then this week's;
 * each ticked off in one tap, given today. `compact` is the store tab's short version.
 */
export function DueList({
  storeId,
  role,
  compact = false,
}: {
  storeId: number;
  role: StoreRole;
  compact?: boolean;
}) {
  // A foster reads only her own animals' records, not the store's list.
  if (!mayDo(role, "read")) return null;
  return <DueSection storeId={storeId} role={role} compact={compact} />;
}

function DueSection({
  storeId,
  role,
  compact,
}: {
  storeId: number;
  role: StoreRole;
  compact: boolean;
}) {
  const { t } = useTranslation("records");
  const today = nepalDay(new Date());
  const due = useDue(storeId, today);
  return (
    <section aria-labelledby="due-list">
      <Title order={compact ? 3 : 2} id="due-list" mb={4}>
        {t("due.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("due.hint")}
      </Text>
      <QueryState query={due} errorTitle={t("due.loadError")}>
        {(data) =>
          data.items.length === 0 ? (
            <Text c="dimmed">{t("due.empty")}</Text>
          ) : (
            <Stack gap="xs">
              {data.items.map((item) => (
                <DueRow
                  key={item.record_id}
                  item={item}
                  storeId={storeId}
                  today={today}
                  mayTick={mayDo(role, "records")}
                />
              ))}
              {compact && (
                <Anchor component={Link} to="/dashboard/due" size="sm">
                  {t("due.seeAll")}
                </Anchor>
              )}
            </Stack>
          )
        }
      </QueryState>
    </section>
  );
}

function DueRow({
  item,
  storeId,
  today,
  mayTick,
}: {
  item: DueItem;
  storeId: number;
  today: string;
  mayTick: boolean;
}) {
  const { t } = useTranslation("records");
  const { date } = useFormat();
  const done = useMarkDone();
  const what = item.vaccine ? t(`vaccine.${item.vaccine}`) : t(`kind.${item.kind}`);
  const day = date(item.next_due_on);
  const tick = () =>
    done.mutate(
      { storeId, recordId: item.record_id, today },
      {
        onSuccess: () => toast.success(t("due.saved")),
        onError: (error) => toast.error(t("due.failed"), error.message),
      },
    );
  return (
    <Paper withBorder radius="md" p="sm" data-overdue={item.overdue || undefined}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Anchor component={Link} to={`/dashboard/animals/${item.pet_id}/records`} fw={600}>
            {item.pet_name}
          </Anchor>
          <Text size="sm">
            {what}
            {item.treatment && ` (${item.treatment})`}
          </Text>
          <Text size="sm" c={item.overdue ? "red.8" : "dimmed"} fw={item.overdue ? 600 : undefined}>
            {item.overdue ? t("due.overdue", { day }) : t("due.dueOn", { day })}
          </Text>
        </div>
        {mayTick && (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconCheck size={16} />}
            loading={done.isPending}
            onClick={tick}
            aria-label={t("due.doneLabel", { what, name: item.pet_name })}
          >
            {t("due.done")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
