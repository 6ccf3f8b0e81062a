import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMessageCircle } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { useConversations } from "./api/get-conversations";

// The dialog's code (and the message checks) loads on the first tap, not with the pet's page.
const AskDialog = lazy(() =>
  import("./ask-dialog").then((module) => ({ default: module.AskDialog })),
);

/**
 * 'Ask about <name>' on a pet's page for a signed-in visitor who is not its owner (the app
 * places it under the adopt action). Someone who already asked is taken to her conversation.
 */
export function AskAction({
  pet,
  storeTitle,
  isCompact = false,
}: {
  pet: { id: number; name: string };
  storeTitle: string;
  isCompact?: boolean;
}) {
  const { t } = useTranslation("conversations");
  const [opened, { open, close }] = useDisclosure(false);
  const [wasOpened, setWasOpened] = useState(false);
  const { data } = useConversations();
  const existing = data?.conversations.find(
    (conversation) => conversation.pet.id === pet.id && conversation.my_side === "adopter",
  );
  const look = {
    variant: isCompact ? "subtle" : "light",
    size: isCompact ? "sm" : "md",
    radius: "xl",
    leftSection: <IconMessageCircle size={18} aria-hidden />,
  } as const;

  if (existing) {
    return (
      <Button component={Link} to={`/messages/${existing.id}`} {...look}>
        {t("ask.open", { name: pet.name })}
      </Button>
    );
  }
  return (
    <>
      <Button
        {...look}
        onClick={() => {
          setWasOpened(true);
          open();
        }}
      >
        {t("ask.button", { name: pet.name })}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <AskDialog pet={pet} storeTitle={storeTitle} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
