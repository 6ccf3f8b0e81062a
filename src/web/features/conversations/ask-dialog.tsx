import { Button, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { useNavigate } from "react-router";
import { useReach } from "../../lib/api/reach";
import { toast } from "../../ui/toast";
import { useAskAboutPet } from "./api/ask-about-pet";
import { MessageForm } from "./message-form";

interface AskDialogProps {
  pet: { id: number; name: string };
  storeTitle: string;
  opened: boolean;
  onClose: () => void;
}

/** A first question to the store about a pet; once sent, the conversation opens. */
export function AskDialog({ pet, storeTitle, opened, onClose }: AskDialogProps) {
  const { t } = useTranslation("conversations");
  const reach = useReach();
  const ask = useAskAboutPet();
  const navigate = useNavigate();

  const send = (text: string) =>
    ask.mutateAsync({ petId: pet.id, text }).then(
      (sent) => {
        toast.success(t("ask.sent"));
        onClose();
        void navigate(`/messages/${sent.conversation_id}`);
      },
      (error: Error) => {
        toast.error(t("ask.failed"), error.message);
        throw error;
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("ask.title", { name: pet.name })}
      closeButtonProps={{ "aria-label": t("ask.cancel") }}
      styles={{ title: { fontWeight: 750, fontSize: "var(--mantine-font-size-xl)" } }}
      radius="lg"
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`ask.intro.${reach}`, { store: storeTitle })}
        </Text>
        <MessageForm
          label={t("ask.label")}
          placeholder={t("ask.placeholder")}
          submitLabel={t("ask.send")}
          onSend={send}
          isSending={ask.isPending}
          autoFocus
          extra={
            <Button variant="default" radius="xl" onClick={onClose}>
              {t("ask.cancel")}
            </Button>
          }
        />
      </Stack>
    </Modal>
  );
}
