import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconHeart, IconInfoCircle } from "@tabler/icons-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { isOpen } from "../../../contract/adoption";
import { HOLD, useHoldUntilLive } from "../../ui/before-live";
import { useMyApplications } from "./api/get-my-applications";

// The form's code (and its checks) loads on the first tap, not with the pet's page.
const loadDialog = () => import("./adopt-dialog");
const AdoptDialog = lazy(() => loadDialog().then((module) => ({ default: module.AdoptDialog })));

/**
 * The adopt action on a pet's page for a signed-in visitor (the app places it in the
 * catalogue's About panel). Someone who already has an open request for the pet is shown it
 * instead of a second form.
 */
export function AdoptAction({
  pet,
  storeTitle,
}: {
  pet: { id: number; name: string };
  storeTitle: string;
}) {
  const { t } = useTranslation("adoption");
  const [opened, { open, close }] = useDisclosure(false);
  const [wasOpened, setWasOpened] = useState(false);
  const adoptButton = useRef<HTMLButtonElement>(null);
  // Focus goes back to Adopt by hand: the dialog's first opening is also its mounting, and Mantine
  // notes where focus was only when `opened` changes on a mounted dialog.
  const closeDialog = () => {
    close();
    adoptButton.current?.focus();
  };
  // The button spins from the tap until the form's code is there (decision 045): on a slow
  // phone that takes seconds, and a tap must show at once that it was seen.
  const [isLoading, setLoading] = useState(false);
  useHoldUntilLive(adoptButton);
  const { data: mine } = useMyApplications();
  const current = mine?.find((request) => request.pet_id === pet.id && isOpen(request.status));

  return (
    <Stack gap="sm">
      {current && !opened ? (
        <Alert
          color={current.status === "Approved" ? "teal" : "yellow"}
          radius="lg"
          icon={<IconInfoCircle aria-hidden />}
          // The alert's own title colour is too pale on its background (WCAG AA).
          title={
            <Text span fw={700} c="dark.9">
              {t("adopt.alreadyApplied", { pet: pet.name })}
            </Text>
          }
        >
          {t("adopt.alreadyAppliedBody", { status: t(`status.${current.status}`) })}{" "}
          <Anchor component={Link} to="/dashboard" fw={600}>
            {t("adopt.seeRequests")}
          </Anchor>
        </Alert>
      ) : (
        <Button
          ref={adoptButton}
          size="md"
          radius="xl"
          leftSection={<IconHeart size={18} aria-hidden />}
          loading={isLoading}
          aria-busy={isLoading || undefined}
          {...HOLD}
          onClick={() => {
            setLoading(true);
            void loadDialog()
              .then(() => {
                setWasOpened(true);
                open();
              })
              .finally(() => setLoading(false));
          }}
        >
          {t("adopt.button")}
        </Button>
      )}
      {/* Kept mounted once opened: the new request refreshes the list above while the dialog
          shows its 'submitted' view. */}
      {wasOpened && (
        <Suspense fallback={null}>
          <AdoptDialog pet={pet} storeTitle={storeTitle} opened={opened} onClose={closeDialog} />
        </Suspense>
      )}
    </Stack>
  );
}
