import { ActionIcon, Badge, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { imageUrl } from "../../../contract/catalogue-values";
import type { StorePet } from "../../../contract/stores";
import { useDeletePhoto } from "./api/delete-photo";
import { useReorderPhotos } from "./api/reorder-photos";
import classes from "./stores.module.css";
import { confirmDelete } from "../../ui/confirm-delete";
import { toast } from "../../ui/toast";

/** The pet's photos in order: move one earlier or later, or delete it. The first is the cover. */
export function PhotoManager({ pet }: { pet: StorePet }) {
  const { t } = useTranslation("stores");
  const deletePhoto = useDeletePhoto(pet.vendor_id);
  const reorder = useReorderPhotos(pet.vendor_id);
  const ids = pet.images.map((image) => image.id);
  const isBusy = deletePhoto.isPending || reorder.isPending;

  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    reorder.mutate(
      { petId: pet.id, imageIds: order },
      { onError: () => toast.error(t("photos.reorderFailed")) },
    );
  };

  const askToDelete = (imageId: number) =>
    confirmDelete({
      title: t("photos.confirmDeleteTitle"),
      body: t("photos.confirmDeleteBody"),
      confirm: t("photos.confirmDelete"),
      cancel: t("pets.cancel"),
      run: () => deletePhoto.mutateAsync({ petId: pet.id, imageId }),
      done: t("photos.deleted"),
      failed: () => t("photos.deleteFailed"),
    });

  if (pet.images.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t("photos.none")}
      </Text>
    );
  }

  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" role="list" aria-label={t("photos.title")}>
      {pet.images.map((image, index) => {
        const n = index + 1;
        return (
          <Paper key={image.id} withBorder p={6} radius="md" role="listitem">
            <img
              src={imageUrl(image.image_key, 400)}
              alt={t("photos.alt", { n, name: pet.name })}
              className={classes.photo}
              loading="lazy"
              width={image.width}
              height={image.height}
            />
            <Group justify="space-between" gap={4} mt={6} wrap="nowrap">
              {index === 0 ? (
                <Badge size="sm" variant="light">
                  {t("photos.cover")}
                </Badge>
              ) : (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => move(index, -1)}
                  disabled={isBusy}
                  aria-label={t("photos.moveEarlier", { n })}
                >
                  <IconArrowLeft size={16} />
                </ActionIcon>
              )}
              <Group gap={2} wrap="nowrap">
                {index < ids.length - 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => move(index, 1)}
                    disabled={isBusy}
                    aria-label={t("photos.moveLater", { n })}
                  >
                    <IconArrowRight size={16} />
                  </ActionIcon>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => askToDelete(image.id)}
                  disabled={isBusy}
                  aria-label={t("photos.delete", { n })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
