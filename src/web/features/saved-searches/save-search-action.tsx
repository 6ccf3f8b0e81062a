import { Button, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBell } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n";

// The dialog loads on the first tap, not with the listing.
const SaveSearchDialog = lazy(() =>
  import("./save-search-dialog").then((module) => ({ default: module.SaveSearchDialog })),
);

/** "Save this search" under the listing's search box, for a signed-in person. */
export function SaveSearchAction({ query, name }: { query: string; name: string }) {
  const { t } = useTranslation("saved-searches");
  const [opened, { open, close }] = useDisclosure(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <Group justify="flex-end" mt="xs">
      <Button
        variant="subtle"
        radius="xl"
        size="compact-md"
        leftSection={<IconBell size={18} aria-hidden />}
        onClick={() => {
          setWasOpened(true);
          open();
        }}
      >
        {t("save.button")}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            // A new default name each time it opens on other filters.
            key={query}
            query={query}
            defaultName={name}
            opened={opened}
            onClose={close}
          />
        </Suspense>
      )}
    </Group>
  );
}
