import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { SEARCH_NAME_LIMIT } from "../../../contract/saved-searches";
import { useReach } from "../../lib/api/reach";
import { toast } from "../../ui/toast";
import { useSaveSearch } from "./api/save-search";

interface SaveSearchDialogProps {
  query: string;
  /** The filters in words, which she may change. */
  defaultName: string;
  opened: boolean;
  onClose: () => void;
}

/** Names the current filters and saves them; new pets that match are e-mailed. */
export function SaveSearchDialog({ query, defaultName, opened, onClose }: SaveSearchDialogProps) {
  const { t } = useTranslation("saved-searches");
  const reach = useReach();
  const save = useSaveSearch();
  const [name, setName] = useState(defaultName.slice(0, SEARCH_NAME_LIMIT));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("save.title")}
      closeButtonProps={{ "aria-label": t("save.cancel") }}
      styles={{ title: { fontWeight: 750, fontSize: "var(--mantine-font-size-xl)" } }}
      radius="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { name: name.trim(), query },
            {
              onSuccess: () => {
                toast.success(t("save.saved"), t("save.savedHint"));
                onClose();
              },
              onError: (error) => toast.error(t("save.failed"), error.message),
            },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(`save.intro.${reach}`)}
          </Text>
          <TextInput
            label={t("save.name")}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={SEARCH_NAME_LIMIT}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" radius="xl" onClick={onClose}>
              {t("save.cancel")}
            </Button>
            <Button type="submit" radius="xl" loading={save.isPending}>
              {t("save.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
