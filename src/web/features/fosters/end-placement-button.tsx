import { Button, Text } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { openConfirmModal } from "../../ui/modals-host";
import { toast } from "../../ui/toast";
import { useEndPlacement } from "./api/animal-changes";

/** "End placement": asked first, then the animal is back at the centre today. */
export function EndPlacementButton({
  petId,
  placementId,
  name,
}: {
  petId: number;
  placementId: number;
  name: string;
}) {
  const { t } = useTranslation("fosters");
  const end = useEndPlacement();
  const confirm = () =>
    void openConfirmModal({
      title: t("place.endTitle", { name }),
      children: <Text size="sm">{t("place.endBody", { name })}</Text>,
      labels: { confirm: t("place.endConfirm"), cancel: t("place.cancel") },
      closeButtonProps: { "aria-label": t("place.cancel") },
      onConfirm: () =>
        void end.mutateAsync({ petId, placementId }).then(
          () => toast.success(t("place.ended", { name })),
          (error: Error) => toast.error(t("place.failed"), error.message),
        ),
    });
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconArrowBackUp size={16} aria-hidden />}
      onClick={confirm}
      loading={end.isPending}
      aria-label={`${t("place.end")}: ${name}`}
    >
      {t("place.end")}
    </Button>
  );
}
