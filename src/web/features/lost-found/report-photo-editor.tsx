import { ActionIcon, Button, FileButton, Group, Progress, Text } from "@mantine/core";
import { IconPhotoPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { imageUrl } from "../../../contract/catalogue-values";
import type { OwnReport } from "../../../contract/lost-found";
import { REPORT_PHOTOS_MAX } from "../../../contract/lost-found-values";
import { ACCEPTED_IMAGE_TYPES, UPLOAD_LIMITS } from "../../../contract/uploads";
import { useTranslation } from "../../i18n";
import { useRefreshingMutation } from "../../lib/api/refreshing-mutation";
import { toast } from "../../ui/toast";
import { lostFoundKey } from "./api/get-reports";
import { uploadReportPhoto, useRemoveReportPhoto } from "./api/report-changes";
import classes from "./lost-found.module.css";

/**
 * The report's photos with a way to remove each, and to add more up to four: each file is
 * checked here first (type, size) and then by the server, as a pet's photos are.
 */
export function ReportPhotoEditor({ report }: { report: OwnReport }) {
  const { t } = useTranslation("lostFound");
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const upload = useRefreshingMutation(
    async (files: File[]) => {
      for (const file of files) {
        setProgress({ name: file.name, percent: 0 });
        await uploadReportPhoto(report.id, file, {
          onProgress: (percent) => setProgress({ name: file.name, percent }),
        });
      }
    },
    [lostFoundKey],
  );
  const room = REPORT_PHOTOS_MAX - report.photos.length;

  const add = (chosen: File[]) => {
    const files = chosen.filter((file) => {
      if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        toast.error(t("photos.notImage", { name: file.name }));
        return false;
      }
      if (file.size > UPLOAD_LIMITS.maxFileBytes) {
        toast.error(t("photos.tooLarge", { name: file.name }));
        return false;
      }
      return true;
    });
    if (files.length === 0) return;
    upload.mutate(files.slice(0, room), {
      onSuccess: () => toast.success(t("photos.added")),
      onError: (error) => toast.error(t("owner.failed"), error.message),
      onSettled: () => setProgress(null),
    });
  };

  return (
    <div>
      <ReportPhotoGallery report={report} />
      {progress && (
        <div style={{ marginTop: 8 }}>
          <Text size="sm">{t("photos.uploading", { name: progress.name })}</Text>
          <Progress value={progress.percent} mt={4} />
        </div>
      )}
      <Group gap="sm" mt="sm" align="center">
        {room > 0 ? (
          <FileButton onChange={add} accept={ACCEPTED_IMAGE_TYPES.join(",")} multiple>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoPlus size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {t("photos.add")}
              </Button>
            )}
          </FileButton>
        ) : (
          <Text size="sm">{t("photos.full")}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t("photos.hint", { n: REPORT_PHOTOS_MAX })}
        </Text>
      </Group>
    </div>
  );
}

/**
 * The report's photos, each with a button to remove it. It stays mounted with no photos left, so
 * removing the last one still says so (the mutation settles after the report is fetched again).
 */
function ReportPhotoGallery({ report }: { report: OwnReport }) {
  const { t } = useTranslation("lostFound");
  const remove = useRemoveReportPhoto();
  if (report.photos.length === 0) return null;
  return (
    <div className={classes.gallery}>
      {report.photos.map((photo, index) => (
        <div key={photo.id} style={{ position: "relative" }}>
          <img
            src={imageUrl(photo.image_key, 400)}
            width={photo.width}
            height={photo.height}
            alt=""
          />
          <ActionIcon
            pos="absolute"
            top={6}
            right={6}
            color="red"
            variant="white"
            aria-label={t("photos.remove", { n: index + 1 })}
            loading={remove.isPending && remove.variables?.photoId === photo.id}
            onClick={() =>
              remove.mutate(
                { id: report.id, photoId: photo.id },
                {
                  onSuccess: () => toast.success(t("photos.removed")),
                  onError: (error) => toast.error(t("owner.failed"), error.message),
                },
              )
            }
          >
            <IconTrash size={16} />
          </ActionIcon>
        </div>
      ))}
    </div>
  );
}
