import { Button, Paper, Select, Stack, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { VACCINES } from "../../../contract/animal-values";
import { nepalDay } from "../../../contract/calendar";
import { DOG_RECORD_KINDS, type DogRecordKind } from "../../../contract/community-dog-values";
import { useTranslation } from "../../i18n";
import { DayField } from "../../ui/day-field";
import { toast } from "../../ui/toast";
import { fieldErrors } from "./field-errors";
import { useAddDogRecord } from "./api/dog-changes";

/**
 * Adds a sterilisation, vaccination or deworming, on a day in the reader's calendar. A rabies
 * vaccination left without a next day is due again a year on (the server sets it).
 */
export function DogRecordForm({ dogId }: { dogId: number }) {
  const { t } = useTranslation("communityDogs");
  const add = useAddDogRecord();
  const [kind, setKind] = useState<DogRecordKind>("vaccination");
  const [vaccine, setVaccine] = useState("rabies");
  const [givenOn, setGivenOn] = useState(() => nepalDay(new Date()));
  const [nextDue, setNextDue] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const record = {
      kind,
      given_on: givenOn,
      ...(kind === "vaccination" && { vaccine }),
      ...(kind !== "sterilisation" && nextDue && { next_due_on: nextDue }),
    };
    add.mutate(
      { dogId, record },
      {
        onSuccess: () => {
          setErrors({});
          setNextDue("");
          toast.success(t("record.saved"));
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          toast.error(t("record.failed"), error.message);
        },
      },
    );
  };
  return (
    <section aria-labelledby="dog-record-add">
      <Title order={2} size="h3" id="dog-record-add" mb="sm">
        {t("record.title")}
      </Title>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Select
              label={t("record.kind")}
              data={DOG_RECORD_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
              allowDeselect={false}
              value={kind}
              onChange={(value) => value && setKind(value as DogRecordKind)}
              error={errors.kind}
            />
            {kind === "vaccination" && (
              <Select
                label={t("record.vaccine")}
                data={VACCINES.map((value) => ({ value, label: t(`vaccine.${value}`) }))}
                allowDeselect={false}
                value={vaccine}
                onChange={(value) => value && setVaccine(value)}
                error={errors.vaccine}
              />
            )}
            <DayField
              label={t("record.givenOn")}
              withAsterisk
              value={givenOn}
              onChange={setGivenOn}
              error={errors.given_on}
            />
            {kind !== "sterilisation" && (
              <DayField
                label={t("record.nextDue")}
                value={nextDue}
                onChange={setNextDue}
                error={errors.next_due_on}
              />
            )}
            <Button
              type="submit"
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden />}
              loading={add.isPending}
              style={{ alignSelf: "flex-start" }}
            >
              {t("record.submit")}
            </Button>
          </Stack>
        </form>
      </Paper>
    </section>
  );
}
