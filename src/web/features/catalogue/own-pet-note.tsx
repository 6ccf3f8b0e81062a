import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconBuildingStore, IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * Shown to the owner in place of the adopt action: the server refuses a request for a pet of
 * one's own store, so she is sent to where she edits it instead.
 */
export function OwnPetNote() {
  const { t } = useTranslation("catalogue");
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
      <Button
        component={Link}
        to="/dashboard?tab=vendor"
        size="md"
        radius="xl"
        leftSection={<IconPencil size={18} aria-hidden />}
      >
        {t("pet.edit")}
      </Button>
    </Stack>
  );
}
