import {
  Button,
  Card,
  FileInput,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { IconBuildingStore, IconPhotoUp } from "@tabler/icons-react";
import { useState } from "react";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_LIMITS } from "../../../contract/uploads";
import { useTranslation } from "../../i18n";
import { myStoreQuery } from "../../lib/api/my-store";
import { petsKey } from "../../lib/api/pets";
import { useNumberFormat } from "../../lib/format-numbers";
import { useSiteConfig } from "../../lib/api/site-config";
import { ApiError } from "../../lib/http";
import { createStore } from "./api/create-store";
import { uploadStoreImage } from "./api/upload-store-image";
import { checkFiles } from "./file-checks";
import { toast } from "../../ui/toast";
import { StoreLocationInput, StorePlaceSelects, usePlaceRules } from "./store-place-fields";

/** 'Add your Store': the Create store form, each field required. */
export function CreateStoreForm() {
  const { t } = useTranslation("stores");
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);
  const { image, imageError, chooseImage } = useImageChoice();
  const placeRules = usePlaceRules();
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
      ...placeRules,
    },
  });

  // The store, then its photo: the tab shows the new store once both are done, with its photo.
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await createStore(values);
      if (image) {
        await uploadStoreImage(image).catch((error: unknown) =>
          toast.error(
            t("create.imageFailed", { message: error instanceof Error ? error.message : "" }),
          ),
        );
      }
      toast.success(t("create.success"));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myStoreQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: petsKey }),
      ]);
    } catch (error) {
      // A refused store shows the server's text.
      if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      toast.error(error instanceof Error ? error.message : "");
    } finally {
      setBusy(false);
    }
  });

  return (
    <Card withBorder radius="lg" p={{ base: "lg", sm: "xl" }} maw={720}>
      <CreateStoreIntro />
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
          <StoreLocationInput {...form.getInputProps("storeLocation")} />
          <StorePlaceSelects
            value={form.values}
            onChange={(place) => form.setValues(place)}
            errors={{ province: form.errors.province, district: form.errors.district }}
          />
          <FileInput
            label={t("create.image")}
            description={t("create.imageHint")}
            placeholder={t("create.imagePlaceholder")}
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            leftSection={<IconPhotoUp size={18} />}
            clearable
            value={image}
            onChange={(file) => void chooseImage(file)}
            error={imageError}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isBusy}>
              {t("create.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function CreateStoreIntro() {
  const { t } = useTranslation("stores");
  const { name: site } = useSiteConfig();
  return (
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
  );
}

/** The store's photo, checked as it is chosen: a refused file is named and not kept. */
function useImageChoice() {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const chooseImage = async (file: File | null) => {
    setImageError(undefined);
    if (file) {
      const [rejection] = (await checkFiles([file], 1)).rejected;
      if (rejection) {
        const size = number(UPLOAD_LIMITS.maxFileBytes / (1024 * 1024));
        setImageError(t(`upload.rejected.${rejection.reason}`, { name: file.name, size, max: 1 }));
        file = null;
      }
    }
    setImage(file);
  };
  return { image, imageError, chooseImage };
}
