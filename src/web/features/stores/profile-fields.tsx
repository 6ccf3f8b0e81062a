import { Input, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { ageGroupOf, birthDateFromYears, dayOf } from "../../../contract/pet-age";
import {
  AGE_GROUPS,
  PET_PROFILE,
  PROFILE_FIELDS,
  TRISTATE,
  type FieldSpec,
  type ProfileField,
} from "../../../contract/pet-profile";
import { useProfileWords } from "../../lib/pet-profile";
import { NumberField, type NumberFieldValue } from "../../ui/number-field";
import type { PetFormApi } from "./use-pet-form";

const isFlag = (field: ProfileField) => PET_PROFILE[field].kind === "flag";
/** The name in Nepali, shown beside the name rather than with the rest of the profile. */
export const isBesideName = (field: ProfileField) => {
  const spec: FieldSpec = PET_PROFILE[field];
  return spec.kind === "text" && spec.nepaliOf === "name";
};
/** A day the browser's date input gave, `YYYY-MM-DD`. */
const isDay = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A profile number's input props; a value not told is an empty field. */
function numberProps(form: PetFormApi, field: ProfileField) {
  const props = form.getInputProps(field);
  return { ...props, value: (props.value ?? "") as NumberFieldValue };
}

export function ProfileFields({ form }: { form: PetFormApi }) {
  // Text and choices two by two, then the yes/no flags.
  return (
    <Stack gap="md">
      {[
        PROFILE_FIELDS.filter((field) => !isFlag(field) && !isBesideName(field)),
        PROFILE_FIELDS.filter(isFlag),
      ].map((fields) => (
        <SimpleGrid key={fields[0]} cols={{ base: 1, sm: 2 }} spacing="md">
          {fields.map((field) => (
            <ProfileControl key={field} field={field} form={form} />
          ))}
        </SimpleGrid>
      ))}
    </Stack>
  );
}

/** A text input, a clearable select or a yes/no/not sure switch, as the field is declared. */
export function ProfileControl({ field, form }: { field: ProfileField; form: PetFormApi }) {
  const { t } = useTranslation("stores");
  const words = useProfileWords();
  const spec = PET_PROFILE[field];
  const label = words.field(field);
  if (spec.kind === "date") {
    const input = <TextInput type="date" label={label} {...form.getInputProps(field)} />;
    return field === "birth_date" ? (
      <>
        {input}
        <EstimatedAge form={form} />
      </>
    ) : (
      input
    );
  }
  if (spec.kind === "kg") {
    return (
      <NumberField
        label={label}
        rightSection={t("form.kg")}
        rightSectionWidth={56}
        rightSectionPointerEvents="none"
        decimals
        {...numberProps(form, field)}
      />
    );
  }
  if (field === "age_group" && isDay(form.values.birth_date)) {
    // The server sets it from the birth date (docs/product.md#profile); shown as it will be.
    return (
      <Select
        label={label}
        description={t("form.ageFromBirthDate")}
        disabled
        value={ageGroupOf(form.values.birth_date, dayOf(new Date()))}
        data={AGE_GROUPS.map((value) => ({ value, label: words.value(field, value) }))}
      />
    );
  }
  if (spec.kind === "text") {
    return <TextInput label={label} maxLength={spec.maxLength} {...form.getInputProps(field)} />;
  }
  if (spec.kind === "rupees") {
    return (
      <NumberField
        label={label}
        description={t("form.feeHint")}
        leftSection={t("form.rupees")}
        {...numberProps(form, field)}
      />
    );
  }
  if (spec.kind === "choice") {
    return (
      <Select
        label={label}
        placeholder={t("form.notTold")}
        clearable
        data={spec.values.map((value) => ({ value, label: words.value(field, value) }))}
        {...form.getInputProps(field)}
      />
    );
  }
  return (
    <Input.Wrapper label={label} labelElement="div">
      <SegmentedControl
        fullWidth
        aria-label={label}
        data={TRISTATE.map((value) => ({ value, label: words.flag(value) }))}
        {...form.getInputProps(field)}
      />
    </Input.Wrapper>
  );
}

/**
 * "About N years" for a pet whose birthday nobody knows: it fills in the birth date that many
 * years back, so the estimate ages like a known date (docs/product.md#profile).
 */
function EstimatedAge({ form }: { form: PetFormApi }) {
  const { t } = useTranslation("stores");
  const [years, setYears] = useState<string | number>("");
  return (
    <NumberField
      label={t("form.estimatedAge")}
      description={t("form.estimatedAgeHint")}
      decimals
      value={years}
      onChange={(value) => {
        setYears(value);
        if (typeof value === "number") {
          form.setFieldValue("birth_date", birthDateFromYears(value, dayOf(new Date())));
        }
      }}
    />
  );
}
