import {
  Accordion,
  Alert,
  Button,
  Group,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { ageGroupOf, birthDateFromYears, dayOf } from "../../../contract/pet-age";
import {
  AGE_GROUPS,
  PET_PROFILE,
  PROFILE_FIELDS,
  TRISTATE,
  type FieldSpec,
  type PetProfile,
  type ProfileField,
} from "../../../contract/pet-profile";
import { GENDERS, POST_STATUSES } from "../../../contract/pets-values";
import {
  NEW_POST_STATUSES,
  type NewPetRequest,
  type OwnedPet,
  type StorePet,
} from "../../../contract/stores";
import { ApiError } from "../../lib/http";
import { useCategories } from "../../lib/api/categories";
import { useProfileWords } from "../../lib/pet-profile";
import { useCategoryName } from "../../lib/category-name";
import { NumberField, type NumberFieldValue } from "../../ui/number-field";

type PostStatus = OwnedPet["post_status"];
const isFlag = (field: ProfileField) => PET_PROFILE[field].kind === "flag";
/** The name in Nepali, shown beside the name rather than with the rest of the profile. */
const isBesideName = (field: ProfileField) => {
  const spec: FieldSpec = PET_PROFILE[field];
  return spec.kind === "text" && spec.nepaliOf === "name";
};
const NUMBER_FIELDS = PROFILE_FIELDS.filter((field) =>
  ["kg", "rupees"].includes(PET_PROFILE[field].kind),
);

export type PetFields = Omit<NewPetRequest, "vendor_id" | "post_status"> & {
  post_status: PostStatus;
};

/** A text field not told is "" in the form (an input's value), null in the API. */
interface Values extends Record<ProfileField, string | number | null> {
  name: string;
  description: string;
  category_id: string | null;
  gender: OwnedPet["gender"] | null;
  post_status: PostStatus | null;
  /** Two link inputs; empty ones are not sent. */
  videos: string[];
}

const NOT_TOLD = { flag: "unknown", text: "", choice: null, rupees: 0, date: "", kg: "" } as const;

function initialProfile(pet?: StorePet): Record<ProfileField, string | number | null> {
  return Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, pet?.[field] ?? NOT_TOLD[PET_PROFILE[field].kind]]),
  ) as Record<ProfileField, string | number | null>;
}

/** A number input left empty is "": no fee, no weight. A day left empty is not told. */
function toApiValue(field: ProfileField, value: string | number | null) {
  const { kind } = PET_PROFILE[field];
  if (kind === "rupees") return Number(value) || 0;
  if (kind === "kg") return value === "" || value === null ? null : Number(value);
  if (kind === "date") return value || null;
  return value;
}

/** A day the browser's date input gave, `YYYY-MM-DD`. */
const isDay = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

function initialValues(pet?: StorePet): Values {
  return {
    name: pet?.name ?? "",
    description: pet?.description ?? "",
    category_id: pet ? String(pet.category_id) : null,
    gender: pet?.gender ?? null,
    post_status: pet?.post_status ?? null,
    videos: [0, 1].map((index) => pet?.videos[index] ?? ""),
    ...initialProfile(pet),
  };
}

function usePetForm(pet?: StorePet) {
  const { t } = useTranslation("stores");
  const common = useTranslation("common").t;
  // A number field hands up what it cannot read as text: refused here, never sent as nothing.
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [
      field,
      (value: unknown) =>
        typeof value === "string" && value !== "" ? common("numberField.notANumber") : null,
    ]),
  );
  return useForm<Values>({
    initialValues: initialValues(pet),
    validate: {
      name: (value) => (value.trim() ? null : t("form.required.name")),
      description: (value) => (value.trim() ? null : t("form.required.description")),
      category_id: (value) => (value ? null : t("form.required.category")),
      gender: (value) => (value ? null : t("form.required.gender")),
      post_status: (value) => (value ? null : t("form.required.status")),
      ...numbers,
    },
  });
}

/**
 * Add New Pet (and its edit twin): Pet Name, Description, Category, Gender, Status, each with
 * its required-field message, then the optional profile. Discard and Save.
 */
export function PetForm({
  pet,
  onSubmit,
  onDiscard,
}: {
  /** The pet being edited; absent for a new pet. */
  pet?: StorePet;
  onSubmit: (fields: PetFields) => Promise<unknown>;
  onDiscard: () => void;
}) {
  const { t } = useTranslation("stores");
  const categories = useCategories();
  const categoryName = useCategoryName();
  const form = usePetForm(pet);

  // A new pet is a draft or listed; only an existing pet can be marked adopted.
  const statuses: readonly PostStatus[] = pet ? POST_STATUSES : NEW_POST_STATUSES;

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit({
        name: values.name,
        description: values.description,
        category_id: Number(values.category_id),
        gender: values.gender!,
        post_status: values.post_status!,
        // The server checks each value against the declaration (contract/pet-profile.ts).
        ...(Object.fromEntries(
          PROFILE_FIELDS.map((field) => [field, toApiValue(field, values[field])]),
        ) as Partial<PetProfile>),
        videos: values.videos.map((link) => link.trim()).filter(Boolean),
      });
    } catch (error) {
      // The server names the faulty fields with the same names as the form's.
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t("form.name")}
            withAsterisk
            maxLength={80}
            {...form.getInputProps("name")}
          />
          {PROFILE_FIELDS.filter(isBesideName).map((field) => (
            <ProfileControl key={field} field={field} form={form} />
          ))}
        </SimpleGrid>
        <Textarea
          label={t("form.description")}
          placeholder={t("form.descriptionPlaceholder")}
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          maxLength={5000}
          {...form.getInputProps("description")}
        />
        {categories.isError && (
          <Alert color="red" variant="light">
            {t("form.categoriesError")}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label={t("form.category")}
            placeholder={t("form.categoryPlaceholder")}
            withAsterisk
            data={(categories.data ?? []).map((category) => ({
              value: String(category.id),
              label: categoryName(category),
            }))}
            {...form.getInputProps("category_id")}
          />
          <Select
            label={t("form.gender")}
            placeholder={t("form.genderPlaceholder")}
            withAsterisk
            data={GENDERS.map((gender) => ({ value: gender, label: t(`values.gender.${gender}`) }))}
            {...form.getInputProps("gender")}
          />
          <Select
            label={t("form.status")}
            placeholder={t("form.statusPlaceholder")}
            withAsterisk
            data={statuses.map((status) => ({
              value: status,
              label: t(`values.postStatus.${status}`),
            }))}
            {...form.getInputProps("post_status")}
          />
        </SimpleGrid>
        <Input.Description mt={-8}>{t("form.statusHint")}</Input.Description>

        <Accordion variant="contained" radius="md">
          <Accordion.Item value="profile">
            <Accordion.Control>{t("form.profile")}</Accordion.Control>
            <Accordion.Panel>
              <ProfileFields form={form} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="videos">
            <Accordion.Control>{t("form.videos")}</Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {form.values.videos.map((_, index) => (
                  <TextInput
                    key={index}
                    type="url"
                    inputMode="url"
                    label={t("form.videoLink", { index: index + 1 })}
                    description={t("form.videoHint")}
                    maxLength={500}
                    {...form.getInputProps(`videos.${index}`)}
                  />
                ))}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDiscard}>
            {t("form.discard")}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t("form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type PetForm = ReturnType<typeof usePetForm>;

/** A profile number's input props; a value not told is an empty field. */
function numberProps(form: PetForm, field: ProfileField) {
  const props = form.getInputProps(field);
  return { ...props, value: (props.value ?? "") as NumberFieldValue };
}

function ProfileFields({ form }: { form: PetForm }) {
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
function ProfileControl({ field, form }: { field: ProfileField; form: PetForm }) {
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
function EstimatedAge({ form }: { form: PetForm }) {
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
