import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { toast } from "../../ui/toast";
import { usePageMeta } from "../../ui/use-page-meta";
import { useRequestPasswordReset } from "./api/request-password-reset";
import { checkEmail, EmailField } from "./auth-fields";
import { AuthLayout } from "./auth-layout";

/** 'Forgot your password?' (dead in the original): asks for the address and e-mails a reset link. */
export function ForgotPasswordPage() {
  const { t } = useTranslation("accounts");
  usePageMeta(t("forgot.title"));
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: "" },
    validate: { email: checkEmail(t) },
  });

  const submit = form.onSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("errors.generic"));
    }
  });

  return (
    <AuthLayout title={t("forgot.title")} subtitle={sentTo ? undefined : t("forgot.subtitle")}>
      {sentTo ? (
        <Alert color="teal" icon={<IconMailCheck />} title={t("forgot.sentTitle")}>
          {t("forgot.sentBody", { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <EmailField {...form.getInputProps("email")} />
            <Button type="submit" size="md" loading={request.isPending}>
              {t("forgot.submit")}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t("forgot.backToLogin")}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
