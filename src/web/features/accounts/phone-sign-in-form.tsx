import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { localMobile, toNepaliMobile } from "../../../contract/phone";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import { usePhoneSignIn, useSendPhoneCode } from "./api/phone";
import { CodeField, PhoneField } from "./phone-fields";
import { useAfterLogin } from "./use-after-login";

interface Props {
  /** Sign-up asks for the names a new account is made with; sign-in does not. */
  isSignUp: boolean;
  /** To the other side of the screen (sign-up ⇄ sign-in). */
  onSwitch: () => void;
}

/**
 * Signing up or in with a Nepali mobile number (docs/product.md#sms): the number, then the
 * 6-digit code texted to it. Signing in may use the account's password instead of a code.
 */
export function PhoneSignInForm({ isSignUp, onSwitch }: Props) {
  const { t } = useTranslation("accounts");
  const sendCode = useSendPhoneCode();
  const signIn = usePhoneSignIn();
  const afterLogin = useAfterLogin();
  const [names, setNames] = useState({ firstName: "", lastName: "" });
  const [typed, setTyped] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [withPassword, setWithPassword] = useState(false);
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<{ message: string; code?: string } | null>(null);

  const refuse = (error: unknown) =>
    setRefusal(
      error instanceof ApiError
        ? { message: error.message, code: error.code }
        : { message: t("errors.generic") },
    );

  const number = () => {
    const e164 = toNepaliMobile(typed);
    if (!e164) setFieldError({ phone: t("phone.invalid") });
    return e164;
  };

  const askForCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setRefusal(null);
    const missing: Record<string, string> = {};
    if (isSignUp && !names.firstName.trim()) missing.firstName = t("errors.firstNameRequired");
    if (isSignUp && !names.lastName.trim()) missing.lastName = t("errors.lastNameRequired");
    setFieldError(missing);
    const e164 = number();
    if (!e164 || Object.keys(missing).length > 0) return;
    try {
      await sendCode.mutateAsync(e164);
      setSentTo(e164);
      setCode("");
    } catch (error) {
      refuse(error);
    }
  };

  const finish = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      const session = withPassword
        ? await signIn.mutateAsync({ kind: "password", phoneNumber: number() ?? typed, password })
        : await signIn.mutateAsync({
            kind: "code",
            verify: {
              phoneNumber: sentTo!,
              code: code.trim(),
              ...(isSignUp && {
                firstName: names.firstName.trim(),
                lastName: names.lastName.trim(),
              }),
            },
          });
      toast.success(t(isSignUp ? "phone.welcome" : "login.success"));
      if (session) afterLogin(session.user);
    } catch (error) {
      refuse(error);
    }
  };

  const refusalAlert = refusal && (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {refusal.message}
      {refusal.code === "PHONE_NOT_REGISTERED" && (
        <>
          {" "}
          <Anchor component="button" type="button" onClick={onSwitch} fw={600} fz="sm">
            {t("login.toggle")}
          </Anchor>
        </>
      )}
    </Alert>
  );

  if (withPassword) {
    return (
      <form onSubmit={finish} noValidate>
        <Stack gap="md">
          <PhoneField value={typed} onChange={setTyped} error={fieldError.phone} />
          <PasswordInput
            label={t("fields.password")}
            autoComplete="current-password"
            required
            size="md"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {refusalAlert}
          <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
            {t("login.submit")}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => setWithPassword(false)}>
            {t("phone.useCode")}
          </Anchor>
        </Stack>
      </form>
    );
  }

  if (sentTo) {
    return (
      <form onSubmit={finish} noValidate>
        <Stack gap="md">
          <Text size="sm">{t("phone.sent", { number: localMobile(sentTo) })}</Text>
          <CodeField value={code} onChange={setCode} />
          {refusalAlert}
          <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
            {t(isSignUp ? "signup.submit" : "login.submit")}
          </Button>
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
              {t("phone.otherNumber")}
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void askForCode()}
              disabled={sendCode.isPending}
            >
              {t("phone.resend")}
            </Anchor>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={askForCode} noValidate>
      <Stack gap="md">
        {isSignUp && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t("fields.firstName")}
              autoComplete="given-name"
              required
              size="md"
              value={names.firstName}
              error={fieldError.firstName}
              onChange={(event) => setNames({ ...names, firstName: event.currentTarget.value })}
            />
            <TextInput
              label={t("fields.lastName")}
              autoComplete="family-name"
              required
              size="md"
              value={names.lastName}
              error={fieldError.lastName}
              onChange={(event) => setNames({ ...names, lastName: event.currentTarget.value })}
            />
          </SimpleGrid>
        )}
        <PhoneField value={typed} onChange={setTyped} error={fieldError.phone} />
        {refusalAlert}
        <Button type="submit" size="md" fullWidth loading={sendCode.isPending}>
          {t("phone.sendCode")}
        </Button>
        {!isSignUp && (
          <Anchor component="button" type="button" size="sm" onClick={() => setWithPassword(true)}>
            {t("phone.usePassword")}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
