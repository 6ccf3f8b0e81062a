import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { localMobile, toNepaliMobile } from "../../../contract/phone";
import { HOLD, typedValues, useLiveForm } from "../../ui/before-live";
import { toast } from "../../ui/toast";
import { usePhoneSignIn } from "./api/phone";
import { NameFields, type Names } from "./name-fields";
import { CodeField, PhoneField } from "./phone-fields";
import { hasPasswordHere, rememberPassword } from "./phone-passwords";
import { useAfterLogin } from "./use-after-login";
import { usePhoneCode } from "./use-phone-code";

interface Props {
  /** Sign-up asks for the names a new account is made with; sign-in does not. */
  isSignUp: boolean;
  /** The other side of the screen's address (sign-up ⇄ sign-in). */
  switchTo: string;
}

/** Refusals that stop codes for a while, the same for every number. */
const CODES_STOPPED = new Set([
  "TOO_MANY_CODES",
  "TOO_MANY_CODES_NETWORK",
  "PHONE_CODES_PAUSED",
  "SMS_BUDGET_SPENT",
]);

/**
 * Signing up or in with a Nepali mobile number (docs/product.md#sms): the number, then the
 * 6-digit code texted to it; on the sign-in side, a right code for a number with no account asks
 * her name and signs her up with the same code. The password is offered instead of a code only
 * for a number this browser knows has one, or once codes are refused (phone-passwords.ts).
 */
export function PhoneSignInForm({ isSignUp, switchTo }: Props) {
  const { t } = useTranslation("accounts");
  const phone = usePhoneCode();
  const signIn = usePhoneSignIn();
  const afterLogin = useAfterLogin();
  const [names, setNames] = useState<Names>({ firstName: "", lastName: "" });
  const [password, setPassword] = useState("");
  const [withPassword, setWithPassword] = useState(false);
  const [nameError, setNameError] = useState<{ firstName?: string; lastName?: string }>({});
  const { sentTo, refusal } = phone;
  // A right code for a number with no account keeps the code and asks her name (sign-in side).
  const [isNew, setNew] = useState(false);
  if (!isNew && !isSignUp && refusal?.code === "PHONE_NOT_REGISTERED") setNew(true);
  const asksName = isSignUp || isNew;
  // The number and names typed before the page was live are kept, and a tap on Send code then
  // is acted on now (decision 045).
  const numberForm = useRef<HTMLFormElement>(null);
  useLiveForm(numberForm, (fields) => {
    const typed = typedValues(fields, ["phone", "firstName", "lastName"]);
    if (typed.phone) phone.setTyped(typed.phone);
    if (typed.firstName || typed.lastName) {
      setNames({ firstName: typed.firstName ?? "", lastName: typed.lastName ?? "" });
    }
  });

  /** Marks a missing name when `isAsked`; answers whether none is missing. */
  const hasNames = (isAsked: boolean) => {
    const missing = {
      ...(isAsked && !names.firstName.trim() && { firstName: t("errors.firstNameRequired") }),
      ...(isAsked && !names.lastName.trim() && { lastName: t("errors.lastNameRequired") }),
    };
    setNameError(missing);
    return Object.keys(missing).length === 0;
  };

  const askForCode = (event?: FormEvent) => {
    event?.preventDefault();
    void phone.send(hasNames(isSignUp));
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    if (!withPassword && !hasNames(asksName)) return;
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
              ...(asksName && {
                firstName: names.firstName.trim(),
                lastName: names.lastName.trim(),
              }),
            },
          });
      if (withPassword) rememberPassword(phone.number());
      toast.success(t(asksName ? "phone.welcome" : "login.success"));
      if (session) afterLogin(session.user);
    });
  };

  const refusalAlert = refusal && (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {refusal.message}
      {!isSignUp && !withPassword && CODES_STOPPED.has(refusal.code ?? "") && (
        <>
          {" "}
          <Anchor component="button" type="button" onClick={() => setWithPassword(true)} fz="sm">
            {t("phone.passwordIfAny")}
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
          {isNew && <NameFields value={names} onChange={setNames} error={nameError} />}
          <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
            {t(asksName ? "signup.submit" : "login.submit")}
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
    <form ref={numberForm} method="post" onSubmit={askForCode} noValidate {...HOLD}>
      <Stack gap="md">
        {isSignUp && <NameFields value={names} onChange={setNames} error={nameError} />}
        {phoneField}
        {refusalAlert}
        <Button type="submit" size="md" fullWidth loading={phone.isSending}>
          {t("phone.sendCode")}
        </Button>
        {!isSignUp && (
          <Text size="sm" c="dimmed">
            {t("phone.newHere")}
          </Text>
        )}
        {!isSignUp && hasPasswordHere(toNepaliMobile(phone.typed)) && (
          <Anchor component="button" type="button" size="sm" onClick={() => setWithPassword(true)}>
            {t("phone.usePassword")}
          </Anchor>
        )}
        <Text ta="center" size="sm" c="dimmed">
          {t(isSignUp ? "signup.haveAccount" : "login.noAccount")}{" "}
          <Anchor component={Link} to={switchTo} replace fw={600}>
            {t(isSignUp ? "signup.toggle" : "login.toggle")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
