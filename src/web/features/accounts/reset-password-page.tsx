import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "../../ui/toast";
import { usePageMeta } from "../../ui/use-page-meta";
import { useResetPassword } from "./api/reset-password";
import { checkNewPassword, PasswordField } from "./auth-fields";
import { AuthLayout } from "./auth-layout";

/** Where the reset e-mail's link lands (?token=…, or ?error=INVALID_TOKEN when it has expired). */
export function ResetPasswordPage() {
  const { t } = useTranslation("accounts");
  usePageMeta(t("reset.title"));
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: "", confirm: "" },
    validate: {
      password: checkNewPassword(t),
      confirm: (value, values) => (value === values.password ? null : t("errors.passwordMismatch")),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token: token!, newPassword: password });
      toast.success(t("reset.done"), t("reset.doneBody"));
      navigate("/login", { replace: true });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("errors.generic"));
    }
  });

  return (
    <AuthLayout title={t("reset.title")}>
      {!token ? (
        <Alert color="red" icon={<IconAlertTriangle />} title={t("reset.invalidTitle")}>
          <Text size="sm">{t("reset.invalidBody")}</Text>
          <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
            {t("reset.askAgain")}
          </Anchor>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordField
              isNew
              label={t("reset.newPassword")}
              {...form.getInputProps("password")}
            />
            <PasswordField
              label={t("reset.confirm")}
              autoComplete="new-password"
              {...form.getInputProps("confirm")}
            />
            <Button type="submit" size="md" loading={reset.isPending}>
              {t("reset.submit")}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
