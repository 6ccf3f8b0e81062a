import { Button, Paper, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import {
  RECORDED_INTAKE_KINDS,
  type AnimalHistory,
  type IntakeRequest,
} from "../../../contract/animal-life";
import { useTranslation } from "../../i18n";
import { DayField } from "../../ui/day-field";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import { useEditIntake, useIntakeAgain } from "./api/animal-changes";

/**
 * How, when and from where the animal came in: the team's to tell (owners, managers, carers).
 * `again`: an animal that left comes back into care, with a new intake (owners and managers).
 */
export function IntakeForm({
  petId,
  intake,
  again = false,
}: {
  petId: number;
  intake: AnimalHistory["intake"];
  again?: boolean;
}) {
  const { t } = useTranslation("fosters");
  const editing = useEditIntake();
  const comingBack = useIntakeAgain();
  const edit = again ? comingBack : editing;
  const [reason, setReason] = useState<string | null>(
    intake.reason === "unknown" ? null : intake.reason,
  );
  const [onDay, setOnDay] = useState(intake.on_day);
  const [place, setPlace] = useState(intake.place ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { reason: reason ?? "", on_day: onDay, place } as IntakeRequest;
    edit.mutate(
      { petId, body },
      {
        onSuccess: () => {
          setErrors({});
          toast.success(t("animal.intakeSaved"));
        },
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
            {t(again ? "animal.againTitle" : "animal.intakeTitle")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t("animal.intakeKind")}
              withAsterisk
              data={RECORDED_INTAKE_KINDS.map((kind) => ({
                value: kind,
                label: t(`intake.${kind}`),
              }))}
              value={reason}
              onChange={setReason}
              error={errors.reason}
            />
            <DayField
              label={t("animal.intakeDay")}
              withAsterisk
              value={onDay}
              onChange={setOnDay}
              error={errors.on_day}
            />
          </SimpleGrid>
          <TextInput
            label={t("animal.intakePlace")}
            maxLength={200}
            value={place}
            onChange={(event) => setPlace(event.currentTarget.value)}
            error={errors.place}
          />
          <Button
            type="submit"
            variant="light"
            loading={edit.isPending}
            style={{ alignSelf: "flex-start" }}
          >
            {t(again ? "animal.again" : "animal.saveIntake")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
