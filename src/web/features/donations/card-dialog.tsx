import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconInfoCircle, IconLock } from "@tabler/icons-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { EXPIRY_MONTHS, expiryYears } from "./card-expiry";
import classes from "./donations.module.css";
import type { Wallet } from "./wallet-dialog";

interface CardDialogProps {
  opened: boolean;
  onClose: () => void;
  onChooseWallet: (wallet: Wallet) => void;
}

/**
 * The card dialog. Card payments are not set up yet, so the form has no action and is never
 * sent: Continue replaces it (and what was typed) with a note pointing to eSewa and Khalti.
 */
export function CardDialog({ opened, onClose, onChooseWallet }: CardDialogProps) {
  const { t } = useTranslation("donations");
  const [isUnavailableShown, setUnavailableShown] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The Continue button is gone once the note shows: move focus to the note, not to <body>.
  useEffect(() => {
    if (isUnavailableShown) noticeRef.current?.focus();
  }, [isUnavailableShown]);

  const close = () => {
    onClose();
    setUnavailableShown(false);
  };
  const handleContinue = (event: FormEvent) => {
    event.preventDefault();
    setUnavailableShown(true);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("card.title")}
      closeButtonProps={{ "aria-label": t("card.close") }}
      classNames={{ title: classes.dialogTitle }}
      centered
      radius="lg"
    >
      {isUnavailableShown ? (
        <Stack gap="md">
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            role="alert"
            color="brand"
            icon={<IconInfoCircle />}
            title={t("card.unavailableTitle")}
          >
            {t("card.unavailableBody")}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("card.close")}
            </Button>
            <Button onClick={() => onChooseWallet("esewa")}>
              {t("card.useWallet", { wallet: t("wallets.esewa.name") })}
            </Button>
            <Button onClick={() => onChooseWallet("khalti")}>
              {t("card.useWallet", { wallet: t("wallets.khalti.name") })}
            </Button>
          </Group>
        </Stack>
      ) : (
        // autoComplete off: nothing here is used yet, so the browser should not offer to store it.
        <form onSubmit={handleContinue} autoComplete="off" noValidate>
          <Stack gap="sm">
            <TextInput label={t("card.name")} name="cc-name" autoComplete="off" />
            <TextInput
              label={t("card.number")}
              name="cc-number"
              inputMode="numeric"
              autoComplete="off"
              placeholder="0000 0000 0000 0000"
            />
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
              <NativeSelect label={t("card.month")} name="cc-exp-month" data={EXPIRY_MONTHS} />
              <NativeSelect label={t("card.year")} name="cc-exp-year" data={expiryYears()} />
              <TextInput
                label={t("card.cvc")}
                name="cc-csc"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
              />
            </SimpleGrid>
            <Group gap={6} wrap="nowrap" c="gray.7">
              <IconLock size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="xs">{t("card.privacy")}</Text>
            </Group>
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={close}>
                {t("card.close")}
              </Button>
              <Button type="submit">{t("card.continue")}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
