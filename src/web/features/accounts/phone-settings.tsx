import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconDeviceMobileMessage } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { localMobile } from "../../../contract/phone";
import { useSession } from "../../lib/api/session";
import { toast } from "../../ui/toast";
import { useSetSmsNotifications } from "./api/account-settings";
import { useAddPhone } from "./api/phone";
import { CodeField, PhoneField } from "./phone-fields";
import { usePhoneCode } from "./use-phone-code";

/**
 * The dashboard's phone card (docs/product.md#sms): her verified number and whether texts about
 * her requests and messages go to it (on once she verifies one), or the way to add one.
 */
export function PhoneSettings() {
  const { t } = useTranslation("accounts");
  const { user } = useSession();
  const [isChanging, setChanging] = useState(false);
  const setSms = useSetSmsNotifications();
  if (!user) return null;
  const verified = user.phoneNumberVerified && user.phoneNumber ? user.phoneNumber : null;

  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="xs" mb="xs">
        <IconDeviceMobileMessage size={22} aria-hidden />
        <Title order={2} fz="h4">
          {t("settings.sms.title")}
        </Title>
      </Group>
      {verified && !isChanging ? (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text size="sm" c="dimmed">
                {t("settings.phone")}
              </Text>
              <Text fw={600}>{localMobile(verified)}</Text>
            </div>
            <Button variant="default" size="xs" onClick={() => setChanging(true)}>
              {t("settings.sms.change")}
            </Button>
          </Group>
          <Switch
            size="md"
            checked={user.smsNotifications !== false}
            disabled={setSms.isPending}
            label={t("settings.sms.toggle")}
            description={t("settings.sms.toggleHint")}
            onChange={(event) =>
              setSms.mutate(event.currentTarget.checked, {
                onSuccess: () => toast.success(t("settings.sms.saved")),
                onError: (error) =>
                  toast.error(error instanceof Error ? error.message : t("errors.generic")),
              })
            }
          />
        </Stack>
      ) : (
        <AddPhone
          onDone={() => setChanging(false)}
          onCancel={verified ? () => setChanging(false) : undefined}
        />
      )}
    </Paper>
  );
}

/** The number, then the texted code; verifying it adds it to her account. */
function AddPhone({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation("accounts");
  const phone = usePhoneCode();
  const addPhone = useAddPhone();
  const { sentTo } = phone;

  const ask = (event?: FormEvent) => {
    event?.preventDefault();
    void phone.send();
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void phone.attempt(async () => {
      await addPhone.mutateAsync({ phoneNumber: sentTo!, code: phone.code });
      toast.success(t("settings.sms.added"));
      onDone();
    });
  };

  const alert = phone.refusal && (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {phone.refusal.message}
    </Alert>
  );
  const cancel = onCancel && (
    <Button variant="default" onClick={onCancel}>
      {t("settings.sms.cancel")}
    </Button>
  );

  if (sentTo) {
    return (
      <form onSubmit={confirm} noValidate>
        <Stack gap="md" maw={420}>
          <Text size="sm">{t("phone.sent", { number: localMobile(sentTo) })}</Text>
          <CodeField value={phone.code} onChange={phone.setCode} />
          {alert}
          <Group>
            <Button type="submit" loading={addPhone.isPending}>
              {t("settings.sms.verify")}
            </Button>
            <Button variant="subtle" onClick={() => ask()} loading={phone.isSending}>
              {t("phone.resend")}
            </Button>
            {cancel}
          </Group>
        </Stack>
      </form>
    );
  }
  return (
    <form onSubmit={ask} noValidate>
      <Stack gap="md" maw={420}>
        <Text size="sm" c="dimmed">
          {t("settings.sms.body")}
        </Text>
        <PhoneField value={phone.typed} onChange={phone.setTyped} error={phone.numberError} />
        {alert}
        <Group>
          <Button type="submit" loading={phone.isSending}>
            {t("phone.sendCode")}
          </Button>
          {cancel}
        </Group>
      </Stack>
    </form>
  );
}
