import { Modal, Stack, Tabs, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import { UPLOAD_LIMITS } from "../../../contract/uploads";
import type { StorePet } from "../../../contract/stores";
import { useUpdatePet } from "./api/update-pet";
import { PetForm } from "./pet-form";
import type { PetFields } from "./use-pet-form";
import { PhotoManager } from "./photo-manager";
import { PhotoUploader } from "./photo-uploader";
import { toast } from "../../ui/toast";

/** Edit a listed pet (the original could not): its details, and its photos in order. */
export function PetEditor({ pet, onClose }: { pet: StorePet; onClose: () => void }) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const isPhone = useMediaQuery("(max-width: 48em)");
  const updatePet = useUpdatePet();

  const save = async (fields: PetFields) => {
    try {
      await updatePet.mutateAsync({ id: pet.id, changes: fields });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "");
      throw error;
    }
    toast.success(t("form.updated"));
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("form.editTitle", { name: pet.name })}
      size="xl"
      fullScreen={isPhone}
      radius="lg"
    >
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details">{t("form.detailsStep")}</Tabs.Tab>
          <Tabs.Tab value="photos">
            {t("photos.title")} ({pet.images.length})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          <PetForm pet={pet} onSubmit={save} onDiscard={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="photos">
          <Stack gap="lg">
            <Text size="sm" c="dimmed">
              {t("photos.count", {
                n: number(pet.images.length),
                max: number(UPLOAD_LIMITS.maxPetImages),
              })}
            </Text>
            <PhotoManager pet={pet} />
            <PhotoUploader
              petId={pet.id}
              storeId={pet.vendor_id}
              imageIds={pet.images.map((image) => image.id)}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
