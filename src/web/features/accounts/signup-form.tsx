import {
  Alert,
  Anchor,
  Button,
  Divider,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MIN_PASSWORD_LENGTH } from "../../../contract/accounts";
import { loadingToast } from "../../ui/toast";
import { useSignUp } from "./api/sign-up";
import { GoogleButton } from "./google-button";

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** SPEC §2 /login, Sign Up side. Passwords need 8 characters (the original had no rule; the form says so). */
export function SignUpForm({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTranslation("accounts");
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { firstName: "", lastName: "", email: "", password: "" },
    validate: {
      firstName: (value) => (value.trim() ? null : t("errors.firstNameRequired")),
      lastName: (value) => (value.trim() ? null : t("errors.lastNameRequired")),
      email: (value) =>
        !value.trim()
          ? t("errors.emailRequired")
          : looksLikeEmail(value)
            ? null
            : t("errors.emailInvalid"),
      password: (value) =>
        value.length >= MIN_PASSWORD_LENGTH
          ? null
          : t("errors.passwordShort", { count: MIN_PASSWORD_LENGTH }),
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
      });
      toast.success(t("signup.success"), t("signup.checkInbox", { email }));
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
        <TextInput
          type="email"
          label={t("fields.email")}
          placeholder="you@example.com"
          autoComplete="email"
          required
          size="md"
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label={t("fields.password")}
          description={t("fields.passwordRule", { count: MIN_PASSWORD_LENGTH })}
          autoComplete="new-password"
          required
          size="md"
          {...form.getInputProps("password")}
        />
        <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
          {t("signup.submit")}
        </Button>
        <Divider label={t("or")} labelPosition="center" />
        <GoogleButton label={t("signup.google")} />
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
