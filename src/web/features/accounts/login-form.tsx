import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import { Link, useSearchParams } from "react-router";
import { IconAlertCircle } from "@tabler/icons-react";
import { ApiError } from "../../lib/http";
import { HOLD, typedValues, useLiveForm } from "../../ui/before-live";
import { toast } from "../../ui/toast";
import { useSignIn } from "./api/sign-in";
import { checkEmail, EmailField, PasswordField } from "./auth-fields";
import { GoogleSignIn } from "./google-sign-in";
import { UnverifiedNotice } from "./unverified-notice";
import { useAfterLogin, useNext } from "./use-after-login";

/**
 * /login, Login side: email, password, Login, Login with Google, forgot link, Sign up toggle
 * (`switchTo`, the other side's address).
 */
export function LoginForm({ switchTo }: { switchTo: string }) {
  const { t } = useTranslation("accounts");
  const signIn = useSignIn();
  const afterLogin = useAfterLogin();
  const next = useNext();
  // Sent without JavaScript, the form comes back from the server (POST /login) with the
  // refusal's code and the address typed: both are shown as after a refusal here.
  const [params] = useSearchParams();
  const sentEmail = params.get("email");
  const sentError = sentEmail === null ? null : params.get("error");
  // The address an unverified sign-in was refused for; a fresh notice for every attempt.
  const [unverified, setUnverified] = useState<{ email: string; attempt: number } | null>(
    sentError === "EMAIL_NOT_VERIFIED" && sentEmail ? { email: sentEmail, attempt: 0 } : null,
  );
  // Any other refusal ('Invalid email or password'), said in place until the next attempt.
  const [refusal, setRefusal] = useState<{ message: string; attempt: number } | null>(null);
  const [sentRefusal, setSentRefusal] = useState(
    sentError === "EMAIL_NOT_VERIFIED" ? null : sentError,
  );
  const form = useForm({
    initialValues: { email: sentEmail ?? "", password: "" },
    validate: {
      email: checkEmail(t),
      password: (value) => (value ? null : t("errors.passwordRequired")),
    },
  });
  // What was typed before the page was live is kept, and a Login tapped then is sent now.
  const formRef = useRef<HTMLFormElement>(null);
  useLiveForm(formRef, (typed) => form.setValues(typedValues(typed, ["email", "password"])));

  // The button's spinner shows the wait; a refusal is said above the button, where she looks
  // (a toast at the screen's edge went unseen), and a success by a toast on the next page.
  const submit = form.onSubmit(async (values) => {
    const email = values.email.trim();
    setSentRefusal(null);
    try {
      const session = await signIn.mutateAsync({ email, password: values.password, next });
      setUnverified(null);
      setRefusal(null);
      toast.success(t("login.success"));
      if (session) afterLogin(session.user);
    } catch (error) {
      if (error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED") {
        setRefusal(null);
        setUnverified((shown) => ({ email, attempt: (shown?.attempt ?? 0) + 1 }));
      } else {
        setUnverified(null);
        const message = error instanceof Error ? error.message : t("errors.generic");
        setRefusal((shown) => ({ message, attempt: (shown?.attempt ?? 0) + 1 }));
      }
    }
  });

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate {...HOLD}>
      {next && <input type="hidden" name="next" value={next} />}
      <Stack gap="md">
        <EmailField name="email" placeholder="you@example.com" {...form.getInputProps("email")} />
        <PasswordField name="password" {...form.getInputProps("password")} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t("login.forgot")}
          </Anchor>
        </Group>
        {unverified && (
          <UnverifiedNotice key={unverified.attempt} email={unverified.email} next={next} />
        )}
        {sentRefusal && <SentRefusal code={sentRefusal} />}
        {refusal && (
          <Alert
            key={refusal.attempt}
            role="alert"
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
          >
            {refusal.message}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          {t("login.submit")}
        </Button>
        <GoogleSignIn label={t("login.google")} />
        <Text ta="center" size="sm" c="dimmed">
          {t("login.noAccount")}{" "}
          <Anchor component={Link} to={switchTo} replace fw={600}>
            {t("login.toggle")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** The refusal of the form sent without JavaScript, by its code, in the reader's words. */
function SentRefusal({ code }: { code: string }) {
  const { t } = useTranslation("errors");
  // The code comes from the address: any other than the API's refusals reads as a plain refusal.
  const say = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {/^[A-Z_]+$/.test(code) ? say(code, { defaultValue: t("AUTH_ERROR") }) : t("AUTH_ERROR")}
    </Alert>
  );
}
