import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { loadingToast } from "../../ui/toast";
import { useSignIn } from "./api/sign-in";
import { checkEmail, EmailField, PasswordField } from "./auth-fields";
import { GoogleSignIn } from "./google-sign-in";
import { useAfterLogin } from "./use-after-login";

/** /login, Login side: email, password, Login, Login with Google, forgot link, Sign up toggle. */
export function LoginForm({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTranslation("accounts");
  const signIn = useSignIn();
  const afterLogin = useAfterLogin();
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: {
      email: checkEmail(t),
      password: (value) => (value ? null : t("errors.passwordRequired")),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const toast = loadingToast(t("login.loading"));
    try {
      const session = await signIn.mutateAsync({
        email: values.email.trim(),
        password: values.password,
      });
      toast.success(t("login.success"));
      if (session) afterLogin(session.user);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("errors.generic"));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmailField placeholder="you@example.com" {...form.getInputProps("email")} />
        <PasswordField {...form.getInputProps("password")} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t("login.forgot")}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          {t("login.submit")}
        </Button>
        <GoogleSignIn label={t("login.google")} />
        <Text ta="center" size="sm" c="dimmed">
          {t("login.noAccount")}{" "}
          <Anchor component="button" type="button" onClick={onSwitch} fw={600}>
            {t("login.toggle")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
