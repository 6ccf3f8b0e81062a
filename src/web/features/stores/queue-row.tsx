import { ActionIcon, Group, Paper, Progress, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { UPLOAD_LIMITS } from "../../../contract/uploads";
import { useNumberFormat } from "../../lib/format-numbers";
import type { QueueItem } from "./queue-item";
import classes from "./stores.module.css";

const MB = 1024 * 1024;

/** A file in the uploader's queue: its preview, name, state or problem, progress and Remove. */
export function QueueRow({ item, onRemove }: { item: QueueItem; onRemove: () => void }) {
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
