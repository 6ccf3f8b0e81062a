import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { IconCheck, IconPhotoUp, IconX } from "@tabler/icons-react";
import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "../../i18n";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_LIMITS } from "../../../contract/uploads";
import { useNumberFormat } from "../../lib/format-numbers";
import { useRefreshPets } from "./api/refresh-pets";
import { useReorderPhotos } from "./api/reorder-photos";
import { uploadPetPhoto } from "./api/upload-pet-photo";
import { UploadDone } from "./upload-done";
import { useUploadQueue, type QueueItem } from "./use-upload-queue";
import classes from "./stores.module.css";
import { toast } from "../../ui/toast";

const MB = 1024 * 1024;

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
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
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
  const isFull = queue.roomLeft === 0;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    queue.add([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="md">
      <Paper
        p="lg"
        radius="md"
        className={classes.dropZone}
        data-dragging={isDragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap={6}>
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconPhotoUp size={26} />
          </ThemeIcon>
          <Text fw={600}>{t("upload.dropTitle")}</Text>
          <Text size="sm" c="dimmed">
            {t("upload.dropOr")}
          </Text>
          <Button variant="light" onClick={() => input.current?.click()} disabled={isFull}>
            {t("upload.choose")}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {isFull
              ? t("upload.full", { max: number(UPLOAD_LIMITS.maxPetImages) })
              : t("upload.rules", {
                  size: number(UPLOAD_LIMITS.maxFileBytes / MB),
                  room: number(queue.roomLeft),
                })}
          </Text>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            aria-label={t("upload.chooseLabel")}
            onChange={(event) => {
              queue.add([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = "";
            }}
          />
        </Stack>
      </Paper>

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

function QueueRow({ item, onRemove }: { item: QueueItem; onRemove: () => void }) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const name = item.file.name;
  const problem =
    item.state === "rejected"
      ? t(`upload.rejected.${item.rejection ?? "type"}`, {
          name,
          size: number(UPLOAD_LIMITS.maxFileBytes / MB),
          max: number(UPLOAD_LIMITS.maxPetImages),
          message: item.error,
        })
      : item.state === "failed"
        ? t("upload.error", { message: item.error ?? t("upload.network") })
        : null;
  const status = {
    waiting: t("upload.waiting"),
    uploading: t("upload.uploading", { percent: number(item.progress) }),
    done: t("upload.done"),
    failed: null,
    rejected: null,
  }[item.state];

  return (
    <Paper withBorder p="xs" radius="md" role="listitem" aria-label={name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {item.preview ? (
          <img src={item.preview} alt="" className={classes.thumb} />
        ) : (
          <ThemeIcon size={64} color="red" variant="light" radius="sm">
            <IconX size={28} />
          </ThemeIcon>
        )}
        <Stack gap={4} className={classes.fileName}>
          <Text size="sm" fw={600} truncate="end">
            {name}
          </Text>
          {problem ? (
            <Text size="xs" c="red.8" role="alert">
              {problem}
            </Text>
          ) : (
            <Group gap={4} wrap="nowrap">
              {item.state === "done" && (
                <IconCheck size={14} color="var(--mantine-color-green-8)" />
              )}
              <Text size="xs" c={item.state === "done" ? "green.8" : "dimmed"}>
                {status}
              </Text>
            </Group>
          )}
          {item.state !== "rejected" && (
            <Progress
              value={item.progress}
              size="sm"
              color={item.state === "failed" ? "red" : item.state === "done" ? "green" : "brand"}
              aria-label={t("upload.progress", { name })}
              animated={item.state === "uploading"}
            />
          )}
        </Stack>
        {item.state !== "uploading" && item.state !== "done" && (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onRemove}
            aria-label={t("upload.remove", { name })}
          >
            <IconX size={16} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
