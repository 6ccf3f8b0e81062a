import { Button, Group, SimpleGrid, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { UPLOAD_LIMITS } from "../../../contract/uploads";
import { useNumberFormat } from "../../lib/format-numbers";
import { useRefreshPets } from "./api/refresh-pets";
import { useReorderPhotos } from "./api/reorder-photos";
import { uploadPetPhoto } from "./api/upload-pet-photo";
import { UploadDone } from "./upload-done";
import { useUploadQueue } from "./use-upload-queue";
import { PhotoDropZone } from "./photo-drop-zone";
import { QueueRow } from "./queue-row";
import { toast } from "../../ui/toast";

/**
 * The photo drop zone: drag and drop or pick several files, previews, a progress bar
 * per file, checks before sending, and errors that leave the other files alone.
 */
export function PhotoUploader({
  petId,
  storeId,
  imageIds,
  keepUploaded = false,
  doneTo,
}: {
  petId: number;
  storeId: number;
  /** The pet's photos now, in order; new ones go after them. */
  imageIds: number[];
  keepUploaded?: boolean;
  /** Where Done leads, when the uploader has one (a new pet's photos): it minds the queue. */
  doneTo?: string;
}) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const refreshPets = useRefreshPets();
  const reorder = useReorderPhotos(storeId);
  // Photos this uploader added that `imageIds` does not show (it keeps them listed instead).
  const [shownHere, setShownHere] = useState<number[]>([]);
  const queue = useUploadQueue({
    upload: (file, options) => uploadPetPhoto(petId, file, options),
    room: UPLOAD_LIMITS.maxPetImages - imageIds.length,
    keepUploaded,
    onUploaded: ({ imageIds: added, failed }) => {
      const before = keepUploaded ? [...imageIds, ...shownHere] : imageIds;
      if (keepUploaded) setShownHere([...shownHere, ...added]);
      if (added.length > 1) {
        // Put the batch in the order chosen; the list refreshes either way.
        reorder.mutate(
          { petId, imageIds: [...before, ...added] },
          { onError: () => refreshPets(storeId) },
        );
      } else if (added.length === 1) {
        void refreshPets(storeId);
      }
      if (failed === 0) toast.success(t("upload.success"));
    },
  });
  return (
    <Stack gap="md">
      <PhotoDropZone roomLeft={queue.roomLeft} onFiles={(files) => void queue.add(files)} />
      {queue.items.length > 0 && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="list">
            {queue.items.map((item) => (
              <QueueRow key={item.id} item={item} onRemove={() => queue.remove(item.id)} />
            ))}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={queue.clear} disabled={queue.isUploading}>
              {t("upload.clear")}
            </Button>
            {queue.queued > 0 && (
              <Button onClick={() => void queue.start()} loading={queue.isUploading}>
                {t("upload.start", { count: queue.queued, n: number(queue.queued) })}
              </Button>
            )}
          </Group>
        </>
      )}
      {doneTo && <UploadDone queue={queue} to={doneTo} />}
    </Stack>
  );
}
