import { Button, Group, List, Modal, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import classes from "./donations.module.css";
import { QrCode } from "./qr-code";

export type Wallet = "esewa" | "khalti";

interface WalletDialogProps {
  wallet: Wallet;
  /** The shelter's wallet ID from configuration (ESEWA_ID / KHALTI_ID). */
  id: string;
  opened: boolean;
  onClose: () => void;
}

/** A QR code to scan in the wallet app, and the ID to copy for those paying by hand. */
export function WalletDialog({ wallet, id, opened, onClose }: WalletDialogProps) {
  const { t } = useTranslation("donations");
  const clipboard = useClipboard({ timeout: 2500 });
  const name = t(`wallets.${wallet}.name`);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("wallet.title", { wallet: name })}
      closeButtonProps={{ "aria-label": t("wallet.close") }}
      classNames={{ title: classes.dialogTitle }}
      centered
      radius="lg"
    >
      <Stack gap="md" align="center">
        <QrCode value={id} label={t("wallet.qrLabel", { wallet: name, id })} />
        <Stack gap={2} align="center">
          <Text size="sm" c="gray.7">
            {t("wallet.idLabel", { wallet: name })}
          </Text>
          <Text className={classes.walletId} data-testid="wallet-id">
            {id}
          </Text>
        </Stack>
        <Button
          variant="filled"
          leftSection={clipboard.copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          onClick={() => clipboard.copy(id)}
        >
          {clipboard.copied ? t("wallet.copied") : t("wallet.copy")}
        </Button>
        <Text size="sm" c="red.8" role="status" ta="center">
          {clipboard.error && t("wallet.copyFailed")}
          {clipboard.copied && <VisuallyHidden>{t("wallet.copied")}</VisuallyHidden>}
        </Text>
        <List type="ordered" size="sm" spacing={6} w="100%" c="gray.8" className={classes.steps}>
          <List.Item>{t("wallet.step1", { wallet: name })}</List.Item>
          <List.Item>{t("wallet.step2")}</List.Item>
          <List.Item>{t("wallet.step3")}</List.Item>
        </List>
        <Group justify="flex-end" w="100%">
          <Button variant="default" onClick={onClose}>
            {t("wallet.close")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
