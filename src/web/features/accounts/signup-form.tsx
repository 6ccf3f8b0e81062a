import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMailCheck } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { HOLD, typedValues, useLiveForm } from "../../ui/before-live";
import { loadingToast } from "../../ui/toast";
import { useSignUp } from "./api/sign-up";
import { checkEmail, checkNewPassword, EmailField, PasswordField } from "./auth-fields";
import { GoogleSignIn } from "./google-sign-in";
import { NameInputs } from "./name-fields";
import { useNext } from "./use-after-login";

/**
 * /login, Sign Up side. Passwords need 8 characters (the original had no rule; the form says
 * so). `switchTo`: the Login side's address.
 */
export function SignUpForm({ switchTo }: { switchTo: string }) {
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
  // What was typed before the page was live is kept, and a Sign up tapped then is sent now.
  const formRef = useRef<HTMLFormElement>(null);
  useLiveForm(formRef, (typed) =>
    form.setValues(typedValues(typed, ["firstName", "lastName", "email", "password"])),
  );

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
        <Button variant="light" component={Link} to={switchTo} replace>
          {t("signup.backToLogin")}
        </Button>
      </Stack>
    );
  }

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate {...HOLD}>
      <Stack gap="md">
        <NameInputs input={(field) => form.getInputProps(field)} />
        <EmailField name="email" placeholder="you@example.com" {...form.getInputProps("email")} />
        <PasswordField name="password" isNew {...form.getInputProps("password")} />
        <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
          {t("signup.submit")}
        </Button>
        <GoogleSignIn label={t("signup.google")} />
        <Text ta="center" size="sm" c="dimmed">
          {t("signup.haveAccount")}{" "}
          <Anchor component={Link} to={switchTo} replace fw={600}>
            {t("signup.toggle")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
