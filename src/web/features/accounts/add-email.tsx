import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/api/session";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import { useAddEmail } from "./api/account-settings";
import { checkEmail, checkNewPassword, EmailField, PasswordField } from "./auth-fields";
import { rememberPassword } from "./phone-passwords";

/**
 * For an account made with a phone alone: an e-mail address and a password. The address counts
 * once its e-mailed link is opened in this account (docs/decisions/044-every-credential-proven.md).
 * `waitingFor` is an address added before and not yet confirmed; another one replaces it.
 */
export function AddEmail({ waitingFor }: { waitingFor: string | null }) {
  const { t } = useTranslation("accounts");
  const addEmail = useAddEmail();
  const { user } = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isChanging, setChanging] = useState(false);
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: { email: checkEmail(t), password: checkNewPassword(t) },
  });

  const submit = form.onSubmit(async (values) => {
    const email = values.email.trim();
    try {
      await addEmail.mutateAsync({ email, password: values.password });
      setSentTo(email);
      setChanging(false);
      // Her number signs in with this password too, from this browser's phone sign-in.
      rememberPassword(user?.phoneNumber);
    } catch (error) {
      if (error instanceof ApiError && error.code === "EMAIL_RESERVED") {
        form.setFieldError("email", error.message);
      } else if (error instanceof ApiError && error.code === "WRONG_PASSWORD") {
        form.setFieldError("password", error.message);
      } else toast.error(error instanceof Error ? error.message : t("errors.generic"));
    }
  });

  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" mb="xs">
        {t("settings.addEmail.title")}
      </Title>
      {(sentTo ?? waitingFor) && !isChanging ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="teal" icon={<IconMailCheck />}>
            {t("settings.addEmail.sent", { email: sentTo ?? waitingFor })}
          </Alert>
          <Button variant="subtle" size="compact-sm" onClick={() => setChanging(true)}>
            {t("settings.addEmail.change")}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md" maw={420}>
            <Text size="sm" c="dimmed">
              {t("settings.addEmail.body")}
            </Text>
            <EmailField placeholder="you@example.com" {...form.getInputProps("email")} />
            <PasswordField isNew {...form.getInputProps("password")} />
            <Button type="submit" loading={addEmail.isPending} style={{ alignSelf: "flex-start" }}>
              {t("settings.addEmail.submit")}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
