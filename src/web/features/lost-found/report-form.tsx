import {
  Button,
  Chip,
  Group,
  Input,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import {
  COAT_COLOURS,
  COLLARS,
  REPORT_KINDS,
  REPORT_MARKS_MAX,
  REPORT_SEXES,
  REPORT_SIZES,
  REPORT_TEXT_MAX,
} from "../../../contract/lost-found-values";
import { useTranslation } from "../../i18n";
import { useCategories } from "../../lib/api/categories";
import { useCategoryName } from "../../lib/category-name";
import { DayField } from "../../ui/day-field";
import { PlaceFields } from "../../ui/place-fields";
import { LocationField } from "./location-field";
import { useReportForm, type ReportValues } from "./use-report-form";

type Form = UseFormReturnType<ReportValues>;

/** The report: what happened first, then the animal, then the place and the day. */
export function ReportForm() {
  const { t } = useTranslation("lostFound");
  const { form, submit, isSaving } = useReportForm();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Input.Wrapper label={t("form.kind")} required>
          <SegmentedControl
            fullWidth
            mt={6}
            data={REPORT_KINDS.map((kind) => ({ value: kind, label: t(`kindLong.${kind}`) }))}
            {...form.getInputProps("kind")}
          />
        </Input.Wrapper>
        <AnimalFields form={form} />
        <WhereSeen form={form} />
        <DayField
          label={form.values.kind === "lost" ? t("form.dayLost") : t("form.dayFound")}
          required
          {...form.getInputProps("seen_on")}
        />
        <Text size="sm" c="dimmed">
          {t("form.photosNext")}
        </Text>
        <Button
          type="submit"
          size="md"
          loading={isSaving}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          style={{ alignSelf: "flex-start" }}
        >
          {t("form.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/** Chips to pick one of a few words. */
function OneOf<T extends string>({
  label,
  values,
  words,
  form,
  field,
}: {
  label: string;
  values: readonly T[];
  words: (value: T) => string;
  form: Form;
  field: "sex" | "size" | "collar";
}) {
  return (
    <Input.Wrapper label={label}>
      <Chip.Group
        multiple={false}
        value={form.values[field]}
        onChange={(value) => form.setFieldValue(field, value as never)}
      >
        <Group gap={6} mt={6}>
          {values.map((value) => (
            <Chip key={value} value={value} variant="outline">
              {words(value)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}

function AnimalFields({ form }: { form: Form }) {
  const { t } = useTranslation("lostFound");
  const categoryName = useCategoryName();
  const categories = useCategories().data ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <NativeSelect
          label={t("form.species")}
          required
          data={[
            { value: "", label: t("form.chooseSpecies") },
            ...categories.map((category) => ({
              value: String(category.id),
              label: categoryName(category),
            })),
          ]}
          {...form.getInputProps("category_id")}
        />
        <OneOf
          label={t("form.sex")}
          values={REPORT_SEXES}
          words={(sex) => t(`sex.${sex}`)}
          form={form}
          field="sex"
        />
        <OneOf
          label={t("form.size")}
          values={REPORT_SIZES}
          words={(size) => t(`size.${size}`)}
          form={form}
          field="size"
        />
        <Input.Wrapper
          label={t("form.colours")}
          description={t("form.coloursHint")}
          required
          error={form.errors.colours}
        >
          <Chip.Group
            multiple
            value={form.values.colours}
            onChange={(value) => form.setFieldValue("colours", value as ReportValues["colours"])}
          >
            <Group gap={6} mt={6}>
              {COAT_COLOURS.map((colour) => (
                <Chip key={colour} value={colour}>
                  {t(`colour.${colour}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <TextInput
          label={t("form.marks")}
          description={t("form.marksHint")}
          maxLength={REPORT_MARKS_MAX}
          {...form.getInputProps("marks")}
        />
        <OneOf
          label={t("form.collar")}
          values={COLLARS}
          words={(collar) => t(`collar.${collar}`)}
          form={form}
          field="collar"
        />
        {form.values.kind === "lost" && (
          <TextInput
            label={t("form.name")}
            description={t("form.nameHint")}
            maxLength={60}
            {...form.getInputProps("name")}
          />
        )}
        <Textarea
          label={t("form.description")}
          autosize
          minRows={2}
          maxLength={REPORT_TEXT_MAX}
          {...form.getInputProps("description")}
        />
      </Stack>
    </Paper>
  );
}

function WhereSeen({ form }: { form: Form }) {
  const { t } = useTranslation("lostFound");
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <PlaceFields
          place={{
            value: {
              province: form.values.province || undefined,
              district: form.values.district || undefined,
            },
            onChange: (place) =>
              form.setValues({ province: place.province ?? "", district: place.district ?? "" }),
            empty: { province: t("form.chooseProvince"), district: t("form.chooseDistrict") },
            labels: { province: t("form.province"), district: t("form.district") },
            isRequired: true,
            errors: { district: form.errors.district },
          }}
          ward={{ label: t("form.ward"), ...form.getInputProps("ward") }}
          tole={{
            label: t("form.tole"),
            description: t("form.toleHint"),
            maxLength: 80,
            ...form.getInputProps("tole"),
          }}
        />
        <LocationField
          value={form.values.point}
          onChange={(point) => form.setFieldValue("point", point)}
          error={form.errors.point as string | undefined}
        />
      </Stack>
    </Paper>
  );
}
