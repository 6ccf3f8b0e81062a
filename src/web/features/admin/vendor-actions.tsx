import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import type { AdminVendor } from "../../../contract/admin";
import { useDeleteVendor } from "./api/delete-vendor";
import { useUpdateVendor } from "./api/update-vendor";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * SPEC §4: 'Set Active' from pending, 'Set Pending' otherwise, and Delete after a
 * confirmation, since a deleted store takes its pets and adoption requests with it.
 */
export function VendorActions({ vendor, grow = false }: { vendor: AdminVendor; grow?: boolean }) {
  const { t } = useTranslation("admin");
  const update = useUpdateVendor();
  const remove = useDeleteVendor();
  const next = vendor.status === "pending" ? "active" : "pending";

  const setStatus = () =>
    update.mutate(
      { id: vendor.id, status: next },
      {
        onSuccess: () => notifications.show({ color: "teal", message: t("toast.updated") }),
        onError: (error) =>
          notifications.show({
            color: "red",
            title: t("toast.updateFailed"),
            message: messageOf(error),
          }),
      },
    );

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t("deleteVendor.title", { title: vendor.title }),
      children: (
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="deleteVendor.body"
            values={{ title: vendor.title, count: vendor.pet_count }}
            components={{ strong: <strong /> }}
          />
        </Text>
      ),
      labels: { confirm: t("deleteVendor.confirm"), cancel: t("deleteVendor.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(vendor.id, {
          onSuccess: () => notifications.show({ color: "teal", message: t("toast.deleted") }),
          onError: (error) =>
            notifications.show({
              color: "red",
              title: t("toast.deleteFailed"),
              message: messageOf(error),
            }),
        }),
    });

  return (
    <Group gap="xs" wrap="nowrap" grow={grow}>
      <Button
        size="xs"
        variant={next === "active" ? "filled" : "default"}
        loading={update.isPending}
        onClick={setStatus}
        aria-label={t(next === "active" ? "actions.setActiveFor" : "actions.setPendingFor", {
          title: vendor.title,
        })}
      >
        {t(next === "active" ? "actions.setActive" : "actions.setPending")}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} />}
        loading={remove.isPending}
        onClick={confirmDelete}
        aria-label={t("actions.deleteFor", { title: vendor.title })}
      >
        {t("actions.delete")}
      </Button>
    </Group>
  );
}
