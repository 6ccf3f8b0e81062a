import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format";
import type { Vendor } from "../../../contract/vendor";
import { useDeleteStore } from "./api/delete-store";
import { toast } from "../../ui/toast";

/** Deleting the store, after a confirmation; a failure now says so (the original showed success). */
export function DeleteStore({ vendor, petCount }: { vendor: Vendor; petCount: number }) {
  const { t } = useTranslation("vendor");
  const { number } = useFormat();
  const deleteStore = useDeleteStore();

  const confirm = () =>
    modals.openConfirmModal({
      title: t("deleteStore.confirmTitle", { title: vendor.title }),
      children: (
        <Text size="sm">
          {t("deleteStore.confirmBody", { count: petCount, n: number(petCount) })}
        </Text>
      ),
      labels: { confirm: t("deleteStore.confirm"), cancel: t("deleteStore.cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        // The store's panel leaves the page once it is gone, so its toast may not hang on it.
        deleteStore.mutateAsync().then(
          () => toast.success(t("deleteStore.success")),
          () => toast.error(t("deleteStore.failed")),
        ),
    });

  return (
    <Paper withBorder radius="lg" p="lg" style={{ borderColor: "var(--mantine-color-red-3)" }}>
      <Stack gap="xs" align="flex-start">
        <Title order={3} fz="h4">
          {t("deleteStore.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("deleteStore.body")}
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={18} />}
          onClick={confirm}
          loading={deleteStore.isPending}
        >
          {t("deleteStore.button")}
        </Button>
      </Stack>
    </Paper>
  );
}
