import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "../../i18n";
import { ADOPTION_LIMITS } from "../../../contract/adoption";
import { AdoptionSent } from "./adoption-sent";
import { QuestionFields } from "./question-fields";
import { useAdoptForm } from "./use-adopt-form";

/**
 * The Adopt Now dialog: Name, Address, Phone, Message, then the store's own questions; it
 * turns into its 'submitted' view only on a 200 (use-adopt-form.ts).
 */
export function AdoptDialog({
  pet,
  storeTitle,
  opened,
  onClose,
}: {
  pet: { id: number; name: string };
  storeTitle: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("adoption");
  const isPhone = useMediaQuery("(max-width: 36em)");
  const { form, questions, submit, close, isSubmitted, isSending } = useAdoptForm(pet.id, onClose);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("adopt.dialogTitle")}
      closeButtonProps={{ "aria-label": t("adopt.close") }}
      styles={{ title: { fontWeight: 750, fontSize: "var(--mantine-font-size-xl)" } }}
      fullScreen={isPhone}
      size="lg"
      radius="lg"
      centered
    >
      {isSubmitted ? (
        <AdoptionSent />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("adopt.intro", { pet: pet.name, store: storeTitle })}
            </Text>
            <TextInput
              label={t("adopt.name")}
              autoComplete="name"
              required
              maxLength={ADOPTION_LIMITS.name}
              {...form.getInputProps("name")}
            />
            <TextInput
              label={t("adopt.address")}
              autoComplete="street-address"
              required
              maxLength={ADOPTION_LIMITS.address}
              {...form.getInputProps("address")}
            />
            <TextInput
              label={t("adopt.phone")}
              description={t("adopt.phoneHint")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              maxLength={ADOPTION_LIMITS.phone}
              {...form.getInputProps("phone")}
            />
            <Textarea
              label={t("adopt.message")}
              placeholder={t("adopt.messagePlaceholder", { pet: pet.name })}
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={ADOPTION_LIMITS.message}
              {...form.getInputProps("message")}
            />
            <QuestionFields {...questions.fields} />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" radius="xl" onClick={close}>
                {t("adopt.cancel")}
              </Button>
              <Button type="submit" radius="xl" loading={isSending} disabled={questions.isLoading}>
                {t("adopt.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
