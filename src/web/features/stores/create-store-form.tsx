import {
  Button,
  Card,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconBuildingStore } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useSiteConfig } from "../../lib/api/site-config";
import { ApiError } from "../../lib/http";
import { useCreateStore } from "./api/create-store";
import { toast } from "../../ui/toast";
import { PlaceSelects } from "../../ui/place-selects";
import { usePlaceWords } from "./store-place-form";

/** 'Add your Store': the Create store form, each field required. */
export function CreateStoreForm() {
  const { t } = useTranslation("stores");
  const { name: site } = useSiteConfig();
  const createStore = useCreateStore();
  const placeWords = usePlaceWords();
  const form = useForm({
    initialValues: {
      storeName: "",
      storeDescription: "",
      storeLocation: "",
      province: undefined as string | undefined,
      district: undefined as string | undefined,
    },
    validate: {
      storeName: (value) => (value.trim() ? null : t("create.required.storeName")),
      storeDescription: (value) => (value.trim() ? null : t("create.required.storeDescription")),
      storeLocation: (value) => (value.trim() ? null : t("create.required.storeLocation")),
      province: (value) => (value ? null : t("place.required.province")),
      district: (value) => (value ? null : t("place.required.district")),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await createStore.mutateAsync(values);
      toast.success(t("create.success"));
    } catch (error) {
      // A refused store shows the server's text.
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      toast.error(error instanceof Error ? error.message : "");
    }
  });

  return (
    <Card withBorder radius="lg" p={{ base: "lg", sm: "xl" }} maw={720}>
      <Group gap="md" wrap="nowrap" align="flex-start" mb="lg">
        <ThemeIcon size={48} radius="xl" variant="light" visibleFrom="sm">
          <IconBuildingStore size={26} />
        </ThemeIcon>
        <div>
          <Title order={2} fz="h3">
            {t("create.title")}
          </Title>
          <Text c="dimmed" mt={4}>
            {t("create.intro", { site })}
          </Text>
        </div>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("create.storeName")}
            placeholder={t("create.storeNamePlaceholder")}
            withAsterisk
            maxLength={120}
            {...form.getInputProps("storeName")}
          />
          <Textarea
            label={t("create.storeDescription")}
            placeholder={t("create.storeDescriptionPlaceholder")}
            withAsterisk
            autosize
            minRows={3}
            maxLength={2000}
            {...form.getInputProps("storeDescription")}
          />
          <TextInput
            label={t("create.storeLocation")}
            placeholder={t("create.storeLocationPlaceholder")}
            withAsterisk
            maxLength={200}
            {...form.getInputProps("storeLocation")}
          />
          <PlaceSelects
            {...placeWords}
            isRequired
            value={form.values}
            onChange={(place) => form.setValues(place)}
            errors={{ province: form.errors.province, district: form.errors.district }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={createStore.isPending}>
              {t("create.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
