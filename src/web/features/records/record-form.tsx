import { Button, Paper, Select, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm, type UseFormReturnType } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import {
  FOSTER_RECORD_KINDS,
  RECORD_KINDS,
  VACCINES,
  type RecordKind,
} from "../../../contract/animal-values";
import { nepalDay } from "../../../contract/calendar";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import { useAddRecord } from "./api/record-changes";
import { DayField } from "../../ui/day-field";

type Values = {
  kind: RecordKind;
  vaccine: string;
  given_on: string;
  next_due_on: string;
  batch: string;
  treatment: string;
  place: string;
  weight_kg: string;
  microchip: string;
  note: string;
};
type Detail = "batch" | "treatment" | "place" | "weight_kg" | "microchip";

/** The details each kind asks for (the server keeps only these: contract/animal-records.ts). */
const DETAILS: Record<RecordKind, readonly Detail[]> = {
  vaccination: ["batch", "place"],
  sterilisation: ["place"],
  deworming: ["treatment"],
  treatment: ["treatment", "place"],
  vet_visit: ["place"],
  weight: ["weight_kg"],
  microchip: ["microchip"],
  note: [],
};
const HAS_NEXT_DUE: readonly RecordKind[] = ["vaccination", "deworming", "treatment", "vet_visit"];
const LABEL = {
  batch: "form.batch",
  treatment: "form.treatment",
  place: "form.place",
  weight_kg: "form.weight",
  microchip: "form.microchip",
} as const;

/**
 * Adds a record to an animal; a foster chooses among weights and notes only. The server's
 * refusal is said in the reader's words under the field it names.
 */
export function RecordForm({ petId, isFoster }: { petId: number; isFoster: boolean }) {
  const { t } = useTranslation("records");
  const add = useAddRecord();
  const kinds = isFoster ? FOSTER_RECORD_KINDS : RECORD_KINDS;
  const blank = (kind: RecordKind): Values => ({
    kind,
    vaccine: "rabies",
    given_on: nepalDay(new Date()),
    next_due_on: "",
    batch: "",
    treatment: "",
    place: "",
    weight_kg: "",
    microchip: "",
    note: "",
  });
  const form = useForm<Values>({ initialValues: blank(kinds[0]) });
  const { kind } = form.values;

  const submit = form.onSubmit(async (values) => {
    const details = Object.fromEntries(
      DETAILS[kind].map((field) => [field, values[field] || null]),
    );
    try {
      await add.mutateAsync({
        petId,
        record: {
          kind,
          given_on: values.given_on,
          next_due_on: HAS_NEXT_DUE.includes(kind) ? values.next_due_on || null : null,
          note: values.note || null,
          ...(kind === "vaccination" && { vaccine: values.vaccine }),
          ...details,
        },
      });
      toast.success(t("form.saved"));
      form.setValues(blank(kind));
    } catch (error) {
      const [field] = error instanceof ApiError ? Object.keys(error.fields ?? {}) : [];
      if (field && field in values) form.setErrors({ [field]: (error as Error).message });
      else toast.error(t("form.failed"), error instanceof Error ? error.message : "");
    }
  });

  return (
    <section aria-labelledby="record-add">
      <Title order={2} size="h3" id="record-add" mb="sm">
        {t("form.title")}
      </Title>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Select
              label={t("form.kind")}
              data={kinds.map((value) => ({ value, label: t(`kind.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps("kind")}
            />
            {kind === "vaccination" && (
              <Select
                label={t("form.vaccine")}
                data={VACCINES.map((value) => ({ value, label: t(`vaccine.${value}`) }))}
                allowDeselect={false}
                {...form.getInputProps("vaccine")}
              />
            )}
            <DayField label={t("form.givenOn")} required {...form.getInputProps("given_on")} />
            {HAS_NEXT_DUE.includes(kind) && (
              <DayField label={t("form.nextDue")} {...form.getInputProps("next_due_on")} />
            )}
            <DetailFields form={form} />
            <Textarea
              label={t("form.note")}
              autosize
              minRows={2}
              required={kind === "note"}
              {...form.getInputProps("note")}
            />
            <Button
              type="submit"
              variant="light"
              leftSection={<IconPlus size={18} />}
              loading={add.isPending}
              style={{ alignSelf: "flex-start" }}
            >
              {t("form.submit")}
            </Button>
          </Stack>
        </form>
      </Paper>
    </section>
  );
}

/** The details the chosen kind asks for. */
function DetailFields({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation("records");
  return DETAILS[form.values.kind].map((field) => (
    <TextInput
      key={field}
      label={t(LABEL[field])}
      inputMode={field === "weight_kg" || field === "microchip" ? "decimal" : undefined}
      required={field !== "batch" && field !== "place"}
      {...form.getInputProps(field)}
    />
  ));
}
