import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { useNumberFormat } from "../../lib/format-numbers";
import type { Store } from "../../../contract/stores";
import { useDeleteStore } from "./api/delete-store";
import { confirmDelete } from "../../ui/confirm-delete";

/** Deleting the store, after a confirmation; a failure now says so (the original showed success). */
export function DeleteStore({ store, petCount }: { store: Store; petCount: number }) {
  const { t } = useTranslation("stores");
  const { number } = useNumberFormat();
  const deleteStore = useDeleteStore();

  const confirm = () =>
    confirmDelete({
      title: t("deleteStore.confirmTitle", { title: store.title }),
      body: t("deleteStore.confirmBody", { count: petCount, n: number(petCount) }),
      confirm: t("deleteStore.confirm"),
      cancel: t("deleteStore.cancel"),
      run: () => deleteStore.mutateAsync(),
      done: t("deleteStore.success"),
      failed: () => t("deleteStore.failed"),
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
