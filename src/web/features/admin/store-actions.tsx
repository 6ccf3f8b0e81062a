import { Button, Group, Text } from "@mantine/core";
import { Trans, useTranslation } from "../../i18n";
import type { AdminStore } from "../../../contract/admin";
import { useNumberFormat } from "../../lib/format-numbers";
import { useDeleteStore } from "./api/delete-store";
import { useUpdateStore } from "./api/update-store";
import { DeleteButton } from "./delete-button";
import { confirmDelete } from "../../ui/confirm-delete";
import { openConfirmModal } from "../../ui/modals-host";
import { toast } from "../../ui/toast";

/**
 * 'Set Active' from pending; 'Set Pending' after a confirmation that says how many pets leave
 * the public list; Delete after a confirmation, since a deleted store takes its pets and
 * adoption requests with it.
 */
export function StoreActions({
  store,
  grow = false,
  onDeleted,
}: {
  store: AdminStore;
  grow?: boolean;
  /** After a deletion, e.g. to leave the store's own page. */
  onDeleted?: () => void;
}) {
  const { t } = useTranslation("admin");
  const { number } = useNumberFormat();
  const update = useUpdateStore();
  const remove = useDeleteStore();
  const next = store.status === "pending" ? "active" : "pending";

  const setStatus = () =>
    update.mutateAsync({ id: store.id, status: next }).then(
      () => toast.success(t("toast.updated")),
      (error: Error) => toast.error(t("toast.updateFailed"), error.message),
    );

  const askToUnlist = () =>
    void openConfirmModal({
      title: t("storePage.unlist.title", { title: store.title }),
      children: (
        <Text size="sm">
          {t("storePage.unlist.body", { count: store.listed_pets, n: number(store.listed_pets) })}
        </Text>
      ),
      labels: { confirm: t("storePage.unlist.confirm"), cancel: t("storePage.unlist.cancel") },
      confirmProps: { color: "orange" },
      onConfirm: () => void setStatus(),
    });

  const askToDelete = () =>
    confirmDelete({
      title: t("deleteStore.title", { title: store.title }),
      body: (
        <Trans
          t={t}
          i18nKey="deleteStore.body"
          values={{ title: store.title, count: store.pet_count }}
          components={{ strong: <strong /> }}
        />
      ),
      confirm: t("deleteStore.confirm"),
      cancel: t("deleteStore.cancel"),
      run: () => remove.mutateAsync(store.id).then(() => onDeleted?.()),
      done: t("toast.deleted"),
      failed: (error) => [t("toast.deleteFailed"), error.message],
    });

  return (
    <Group gap="xs" wrap="nowrap" grow={grow}>
      <Button
        size="xs"
        variant={next === "active" ? "filled" : "default"}
        loading={update.isPending}
        onClick={next === "pending" ? askToUnlist : setStatus}
        aria-label={t(next === "active" ? "actions.setActiveFor" : "actions.setPendingFor", {
          title: store.title,
        })}
      >
        {t(next === "active" ? "actions.setActive" : "actions.setPending")}
      </Button>
      <DeleteButton name={store.title} loading={remove.isPending} onClick={askToDelete} />
    </Group>
  );
}
