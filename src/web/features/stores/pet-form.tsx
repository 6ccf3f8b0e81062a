import {
  Accordion,
  Alert,
  Button,
  Group,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useTranslation } from "../../i18n";
import { PROFILE_FIELDS } from "../../../contract/pet-profile";
import { GENDERS, POST_STATUSES } from "../../../contract/pets-values";
import { NEW_POST_STATUSES, type StorePet } from "../../../contract/stores";
import { ApiError } from "../../lib/http";
import { useCategories } from "../../lib/api/categories";
import { useCategoryName } from "../../lib/category-name";
import { isBesideName, ProfileControl, ProfileFields } from "./profile-fields";
import {
  toPetFields,
  usePetForm,
  type PetFields,
  type PetFormApi,
  type PostStatus,
} from "./use-pet-form";

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
  const form = usePetForm(pet);

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(toPetFields(values));
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
        <RequiredChoices form={form} isNew={!pet} />
        <Input.Description mt={-8}>{t("form.statusHint")}</Input.Description>
        <MoreAboutThePet form={form} />
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

/** Category, gender and status, each required. */
function RequiredChoices({ form, isNew }: { form: PetFormApi; isNew: boolean }) {
  const { t } = useTranslation("stores");
  const categories = useCategories();
  const categoryName = useCategoryName();
  // A new pet is a draft or listed; only an existing pet can be marked adopted.
  const statuses: readonly PostStatus[] = isNew ? NEW_POST_STATUSES : POST_STATUSES;
  return (
    <>
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
    </>
  );
}

/** The optional profile and the video links, folded away. */
function MoreAboutThePet({ form }: { form: PetFormApi }) {
  const { t } = useTranslation("stores");
  return (
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
  );
}
