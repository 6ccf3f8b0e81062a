import {
  Button,
  Checkbox,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { DOG_SEXES, type DogSex } from "../../../contract/community-dog-values";
import type { Store } from "../../../contract/stores";
import { useTranslation } from "../../i18n";
import { PlaceFields } from "../../ui/place-fields";
import { CaretakerSelect } from "./caretaker-select";
import { useRegisterForm, type RegisterValues, type SetRegisterValue } from "./use-register-form";

/**
 * Registers a dog of the street: its name, sex, district and ward (the store's district to begin
 * with), tole, ear notch, collar tag and caretaker. A caretaker registers the dogs she watches;
 * the team chooses among the store's caretakers. The server's refusals show under their fields.
 */
export function RegisterForm({
  store,
  mayChooseCaretaker,
}: {
  store: Store;
  mayChooseCaretaker: boolean;
}) {
  const { t } = useTranslation("communityDogs");
  const { values, set, errors, submit, isPending } = useRegisterForm({
    store,
    mayChooseCaretaker,
  });

  return (
    <section aria-labelledby="register-dog-title" id="register-dog">
      <Title order={2} size="h3" id="register-dog-title" mb="sm">
        {t("form.title")}
      </Title>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t("form.name")}
                placeholder={t("form.namePlaceholder")}
                maxLength={60}
                value={values.name}
                onChange={(event) => set("name", event.currentTarget.value)}
                error={errors.name}
              />
              <Select
                label={t("form.sex")}
                data={DOG_SEXES.map((sex) => ({ value: sex, label: t(`sex.${sex}`) }))}
                allowDeselect={false}
                value={values.sex}
                onChange={(sex) => set("sex", (sex ?? "unknown") as DogSex)}
              />
            </SimpleGrid>
            <DogPlaceFields values={values} set={set} errors={errors} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t("form.collarTag")}
                maxLength={60}
                value={values.collar_tag}
                onChange={(event) => set("collar_tag", event.currentTarget.value)}
                error={errors.collar_tag}
              />
              {mayChooseCaretaker && (
                <CaretakerSelect
                  storeId={store.id}
                  label={t("form.caretaker")}
                  value={values.caretaker_id}
                  onChange={(id) => set("caretaker_id", id)}
                  error={errors.caretaker_id}
                />
              )}
            </SimpleGrid>
            <Checkbox
              label={t("form.earNotch")}
              checked={values.ear_notch}
              onChange={(event) => set("ear_notch", event.currentTarget.checked)}
            />
            <Button
              type="submit"
              leftSection={<IconPlus size={18} aria-hidden />}
              loading={isPending}
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

/** Where the dog lives: district, ward and tole. */
function DogPlaceFields({
  values,
  set,
  errors,
}: {
  values: RegisterValues;
  set: SetRegisterValue;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("communityDogs");
  return (
    <PlaceFields
      place={{
        value: values.place,
        onChange: (place) => set("place", place),
        empty: { province: t("form.chooseProvince"), district: t("form.chooseDistrict") },
        labels: { province: t("form.province"), district: t("form.district") },
        isRequired: true,
        errors: { district: errors.district },
      }}
      ward={{
        label: t("form.ward"),
        withAsterisk: true,
        value: values.ward,
        onChange: (ward) => set("ward", ward),
        error: errors.ward,
      }}
      tole={{
        label: t("form.tole"),
        placeholder: t("form.tolePlaceholder"),
        maxLength: 80,
        value: values.tole,
        onChange: (event) => set("tole", event.currentTarget.value),
        error: errors.tole,
      }}
    />
  );
}
