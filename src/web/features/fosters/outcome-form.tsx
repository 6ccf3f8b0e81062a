import { Button, Paper, Select, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import {
  RECORDED_OUTCOME_KINDS,
  RETURN_REASON_LIMIT,
  type OutcomeRequest,
} from "../../../contract/animal-life";
import { nepalDay } from "../../../contract/calendar";
import { useTranslation } from "../../i18n";
import { DayField } from "../../ui/day-field";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import { useRecordOutcome } from "./api/animal-changes";

/** How the animal left care, other than by adoption (owners and managers): off the listing. */
export function OutcomeForm({ petId, name }: { petId: number; name: string }) {
  const { t } = useTranslation("fosters");
  const record = useRecordOutcome();
  const [reason, setReason] = useState<string | null>(null);
  const [onDay, setOnDay] = useState(nepalDay(new Date()));
  const [place, setPlace] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { reason: reason ?? "", on_day: onDay, place, note } as OutcomeRequest;
    record.mutate(
      { petId, body },
      {
        onSuccess: () => toast.success(t("animal.outcomeRecorded")),
        onError: (error) => {
          setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
          toast.error(t("animal.failed"), error.message);
        },
      },
    );
  };
  return (
    <Paper withBorder radius="lg" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t("animal.outcomeTitle")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("animal.outcomeIntro", { name })}
          </Text>
          <Select
            label={t("animal.outcomeKind")}
            withAsterisk
            data={RECORDED_OUTCOME_KINDS.map((kind) => ({
              value: kind,
              label: t(`outcome.${kind}`),
            }))}
            value={reason}
            onChange={setReason}
            error={errors.reason}
          />
          <DayField
            label={t("animal.outcomeDay")}
            withAsterisk
            value={onDay}
            onChange={setOnDay}
            error={errors.on_day}
          />
          <TextInput
            label={t("animal.outcomePlace")}
            maxLength={200}
            value={place}
            onChange={(event) => setPlace(event.currentTarget.value)}
            error={errors.place}
          />
          <Textarea
            label={t("animal.outcomeNote")}
            maxLength={RETURN_REASON_LIMIT}
            autosize
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
          />
          <Button
            type="submit"
            color="red.9"
            loading={record.isPending}
            style={{ alignSelf: "flex-start" }}
          >
            {t("animal.recordOutcome")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
