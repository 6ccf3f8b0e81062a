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
import { useTranslation } from "react-i18next";
import { AGE_GROUPS, GENDERS, POST_STATUSES, SIZES, TRISTATE } from "../../../contract/pets";
import {
  NEW_POST_STATUSES,
  type NewPetRequest,
  type OwnedPet,
  type VendorPet,
} from "../../../contract/vendor";
import { ApiError } from "../../lib/http";
import { useCategories } from "../../lib/api/categories";
import { useSpeciesName } from "../../lib/species";

const FLAGS = [
  "vaccinated",
  "sterilised",
  "house_trained",
  "good_with_children",
  "good_with_dogs",
  "good_with_cats",
] as const;
type Flag = (typeof FLAGS)[number];
type PostStatus = OwnedPet["post_status"];
type Tristate = OwnedPet[Flag];

export type PetFields = Omit<NewPetRequest, "vendor_id" | "post_status"> & {
  post_status: PostStatus;
};

interface Values extends Record<Flag, Tristate> {
  name: string;
  description: string;
  category_id: string | null;
  gender: OwnedPet["gender"] | null;
  post_status: PostStatus | null;
  breed: string;
  colour: string;
  age_group: OwnedPet["age_group"];
  size: OwnedPet["size"];
}

function initialValues(pet?: VendorPet): Values {
  return {
    name: pet?.name ?? "",
    description: pet?.description ?? "",
    category_id: pet ? String(pet.category_id) : null,
    gender: pet?.gender ?? null,
    post_status: pet?.post_status ?? null,
    breed: pet?.breed ?? "",
    colour: pet?.colour ?? "",
    age_group: pet?.age_group ?? null,
    size: pet?.size ?? null,
    ...(Object.fromEntries(FLAGS.map((flag) => [flag, pet?.[flag] ?? "unknown"])) as Record<
      Flag,
      Tristate
    >),
  };
}

function usePetForm(pet?: VendorPet) {
  const { t } = useTranslation("vendor");
  return useForm<Values>({
    initialValues: initialValues(pet),
    validate: {
      name: (value) => (value.trim() ? null : t("form.required.name")),
      description: (value) => (value.trim() ? null : t("form.required.description")),
      category_id: (value) => (value ? null : t("form.required.category")),
      gender: (value) => (value ? null : t("form.required.gender")),
      post_status: (value) => (value ? null : t("form.required.status")),
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
  pet?: VendorPet;
  onSubmit: (fields: PetFields) => Promise<unknown>;
  onDiscard: () => void;
}) {
  const { t } = useTranslation("vendor");
  const categories = useCategories();
  const speciesName = useSpeciesName();
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
        breed: values.breed,
        colour: values.colour,
        age_group: values.age_group,
        size: values.size,
        ...Object.fromEntries(FLAGS.map((flag) => [flag, values[flag]])),
      });
    } catch (error) {
      // The server names the faulty fields with the same names as the form's.
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("form.name")}
          withAsterisk
          maxLength={80}
          {...form.getInputProps("name")}
        />
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
              label: speciesName(category.category),
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

function ProfileFields({ form }: { form: ReturnType<typeof usePetForm> }) {
  const { t } = useTranslation("vendor");
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t("form.breed")} maxLength={80} {...form.getInputProps("breed")} />
        <TextInput label={t("form.colour")} maxLength={80} {...form.getInputProps("colour")} />
        <Select
          label={t("form.ageGroup")}
          placeholder={t("form.notTold")}
          clearable
          data={AGE_GROUPS.map((age) => ({ value: age, label: t(`values.ageGroup.${age}`) }))}
          {...form.getInputProps("age_group")}
        />
        <Select
          label={t("form.size")}
          placeholder={t("form.notTold")}
          clearable
          data={SIZES.map((size) => ({ value: size, label: t(`values.size.${size}`) }))}
          {...form.getInputProps("size")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {FLAGS.map((flag) => (
          <Input.Wrapper key={flag} label={t(`form.${flag}`)} labelElement="div">
            <SegmentedControl
              fullWidth
              aria-label={t(`form.${flag}`)}
              data={TRISTATE.map((value) => ({ value, label: t(`values.tristate.${value}`) }))}
              {...form.getInputProps(flag)}
            />
          </Input.Wrapper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
