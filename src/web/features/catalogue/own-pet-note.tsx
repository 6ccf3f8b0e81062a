import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconBuildingStore, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";

/**
 * Shown to the owner in place of the adopt action: the server refuses a request for a pet of
 * one's own store, so she is sent to where she edits it instead. Compact, it fits the phone's
 * bar on one line.
 */
export function OwnPetNote({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation("catalogue");
  const edit = (
    <Button
      component={Link}
      to="/dashboard?tab=vendor"
      size="md"
      radius="xl"
      leftSection={<IconPencil size={18} aria-hidden />}
    >
      {t("pet.edit")}
    </Button>
  );
  if (isCompact) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap={6} wrap="nowrap">
          <IconBuildingStore size={20} aria-hidden style={{ flex: "none" }} />
          <Text fw={700} lh={1.25}>
            {t("pet.ownPet")}
          </Text>
        </Group>
        {edit}
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <Alert
        color="blue"
        radius="lg"
        icon={<IconBuildingStore aria-hidden />}
        // The alert's own title colour is too pale on its background (WCAG AA).
        title={
          <Text span fw={700} c="dark.9">
            {t("pet.ownPet")}
          </Text>
        }
      >
        {t("pet.ownPetBody")}
      </Alert>
      {edit}
    </Stack>
  );
}
