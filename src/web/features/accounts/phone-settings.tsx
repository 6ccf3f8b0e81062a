import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconDeviceMobileMessage } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { localMobile, toNepaliMobile } from "../../../contract/phone";
import { useSession } from "../../lib/api/session";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import { useSetSmsNotifications } from "./api/account-settings";
import { useAddPhone, useSendPhoneCode } from "./api/phone";
import { CodeField, PhoneField } from "./phone-fields";

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
  const sendCode = useSendPhoneCode();
  const addPhone = useAddPhone();
  const [typed, setTyped] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [numberError, setNumberError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refuse = (error: unknown) =>
    setRefusal(error instanceof ApiError ? error.message : t("errors.generic"));

  const ask = async (event?: FormEvent) => {
    event?.preventDefault();
    setRefusal(null);
    const e164 = toNepaliMobile(typed);
    setNumberError(e164 ? undefined : t("phone.invalid"));
    if (!e164) return;
    try {
      await sendCode.mutateAsync(e164);
      setSentTo(e164);
      setCode("");
    } catch (error) {
      refuse(error);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      await addPhone.mutateAsync({ phoneNumber: sentTo!, code });
      toast.success(t("settings.sms.added"));
      onDone();
    } catch (error) {
      refuse(error);
    }
  };

  const alert = refusal && (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {refusal}
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
          <CodeField value={code} onChange={setCode} />
          {alert}
          <Group>
            <Button type="submit" loading={addPhone.isPending}>
              {t("settings.sms.verify")}
            </Button>
            <Button variant="subtle" onClick={() => void ask()} loading={sendCode.isPending}>
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
        <PhoneField value={typed} onChange={setTyped} error={numberError} />
        {alert}
        <Group>
          <Button type="submit" loading={sendCode.isPending}>
            {t("phone.sendCode")}
          </Button>
          {cancel}
        </Group>
      </Stack>
    </form>
  );
}
