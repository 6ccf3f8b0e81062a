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
import { localMobile } from "../../../contract/phone";
import { toast } from "../../ui/toast";
import { usePhoneSignIn } from "./api/phone";
import { CodeField, PhoneField } from "./phone-fields";
import { useAfterLogin } from "./use-after-login";
import { usePhoneCode } from "./use-phone-code";

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
  const phone = usePhoneCode();
  const signIn = usePhoneSignIn();
  const afterLogin = useAfterLogin();
  const [names, setNames] = useState({ firstName: "", lastName: "" });
  const [password, setPassword] = useState("");
  const [withPassword, setWithPassword] = useState(false);
  const [nameError, setNameError] = useState<{ firstName?: string; lastName?: string }>({});
  const { sentTo, refusal } = phone;

  const askForCode = (event?: FormEvent) => {
    event?.preventDefault();
    const missing = {
      ...(isSignUp && !names.firstName.trim() && { firstName: t("errors.firstNameRequired") }),
      ...(isSignUp && !names.lastName.trim() && { lastName: t("errors.lastNameRequired") }),
    };
    setNameError(missing);
    void phone.send(Object.keys(missing).length === 0);
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    void phone.attempt(async () => {
      const session = withPassword
        ? await signIn.mutateAsync({
            kind: "password",
            phoneNumber: phone.number() ?? phone.typed,
            password,
          })
        : await signIn.mutateAsync({
            kind: "code",
            verify: {
              phoneNumber: sentTo!,
              code: phone.code.trim(),
              ...(isSignUp && {
                firstName: names.firstName.trim(),
                lastName: names.lastName.trim(),
              }),
            },
          });
      toast.success(t(isSignUp ? "phone.welcome" : "login.success"));
      if (session) afterLogin(session.user);
    });
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
  const phoneField = (
    <PhoneField value={phone.typed} onChange={phone.setTyped} error={phone.numberError} />
  );

  if (withPassword) {
    return (
      <form onSubmit={finish} noValidate>
        <Stack gap="md">
          {phoneField}
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
          <CodeField value={phone.code} onChange={phone.setCode} />
          {refusalAlert}
          <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
            {t(isSignUp ? "signup.submit" : "login.submit")}
          </Button>
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={phone.forgetNumber}>
              {t("phone.otherNumber")}
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => askForCode()}
              disabled={phone.isSending}
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
              error={nameError.firstName}
              onChange={(event) => setNames({ ...names, firstName: event.currentTarget.value })}
            />
            <TextInput
              label={t("fields.lastName")}
              autoComplete="family-name"
              required
              size="md"
              value={names.lastName}
              error={nameError.lastName}
              onChange={(event) => setNames({ ...names, lastName: event.currentTarget.value })}
            />
          </SimpleGrid>
        )}
        {phoneField}
        {refusalAlert}
        <Button type="submit" size="md" fullWidth loading={phone.isSending}>
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
