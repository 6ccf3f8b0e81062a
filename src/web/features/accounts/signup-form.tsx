import { Alert, Anchor, Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { loadingToast } from "../../ui/toast";
import { useSignUp } from "./api/sign-up";
import { checkEmail, checkNewPassword, EmailField, PasswordField } from "./auth-fields";
import { GoogleSignIn } from "./google-sign-in";
import { useNext } from "./use-after-login";

/** /login, Sign Up side. Passwords need 8 characters (the original had no rule; the form says so). */
export function SignUpForm({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTranslation("accounts");
  const signUp = useSignUp();
  const next = useNext();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { firstName: "", lastName: "", email: "", password: "" },
    validate: {
      firstName: (value) => (value.trim() ? null : t("errors.firstNameRequired")),
      lastName: (value) => (value.trim() ? null : t("errors.lastNameRequired")),
      email: checkEmail(t),
      password: checkNewPassword(t),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const toast = loadingToast(t("signup.loading"));
    const email = values.email.trim();
    try {
      await signUp.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        password: values.password,
        next,
      });
      toast.dismiss();
      setSentTo(email);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t("errors.generic"));
    }
  });

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconMailCheck />} title={t("signup.success")}>
          {t("signup.checkInbox", { email: sentTo })}
        </Alert>
        <Button variant="light" onClick={onSwitch}>
          {t("signup.backToLogin")}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t("fields.firstName")}
            autoComplete="given-name"
            required
            size="md"
            {...form.getInputProps("firstName")}
          />
          <TextInput
            label={t("fields.lastName")}
            autoComplete="family-name"
            required
            size="md"
            {...form.getInputProps("lastName")}
          />
        </SimpleGrid>
        <EmailField placeholder="you@example.com" {...form.getInputProps("email")} />
        <PasswordField isNew {...form.getInputProps("password")} />
        <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
          {t("signup.submit")}
        </Button>
        <GoogleSignIn label={t("signup.google")} />
        <Text ta="center" size="sm" c="dimmed">
          {t("signup.haveAccount")}{" "}
          <Anchor component="button" type="button" onClick={onSwitch} fw={600}>
            {t("signup.toggle")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
