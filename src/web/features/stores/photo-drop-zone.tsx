import { Button, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconPhotoUp } from "@tabler/icons-react";
import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "../../i18n";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_LIMITS } from "../../../contract/uploads";
import { useNumberFormat } from "../../lib/format-numbers";
import classes from "./stores.module.css";

const MB = 1024 * 1024;

/** Where photos are dropped or picked, with the rules: size, and how many more fit. */
export function PhotoDropZone({
  roomLeft,
  onFiles,
}: {
  roomLeft: number;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const isFull = roomLeft === 0;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
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
                room: number(roomLeft),
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
            onFiles([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = "";
          }}
        />
      </Stack>
    </Paper>
  );
}
