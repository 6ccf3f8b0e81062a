import { Anchor, Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import type { FormEvent, ReactNode, Ref } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { localMobile } from "../../../contract/phone";
import { HOLD } from "../../ui/before-live";
import { CodeField } from "./phone-fields";

/** What every step of signing in by phone is given: its parts drawn by the form, and its submit. */
interface StepProps {
  onSubmit: (event: FormEvent) => void;
  /** The refusal's alert, if any. */
  refusal: ReactNode;
  isPending: boolean;
}

/** Signing in by the number's password, once codes are refused or this browser knows it has one. */
export function PasswordStep({
  onSubmit,
  refusal,
  isPending,
  phoneField,
  password,
  onPassword,
  onUseCode,
}: StepProps & {
  phoneField: ReactNode;
  password: string;
  onPassword: (password: string) => void;
  onUseCode: () => void;
}) {
  const { t } = useTranslation("accounts");
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {phoneField}
        <PasswordInput
          label={t("fields.password")}
          autoComplete="current-password"
          required
          size="md"
          value={password}
          onChange={(event) => onPassword(event.currentTarget.value)}
        />
        {refusal}
        <Button type="submit" size="md" fullWidth loading={isPending}>
          {t("login.submit")}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onUseCode}>
          {t("phone.useCode")}
        </Anchor>
      </Stack>
    </form>
  );
}

/** The code texted to `sentTo`, and the names where the account is made now. */
export function CodeStep({
  onSubmit,
  refusal,
  isPending,
  sentTo,
  codeField,
  nameFields,
  asksName,
  onOtherNumber,
  onResend,
  isResending,
}: StepProps & {
  sentTo: string;
  codeField: { value: string; onChange: (code: string) => void };
  /** The names' fields, when a right code makes the account. */
  nameFields: ReactNode;
  asksName: boolean;
  onOtherNumber: () => void;
  onResend: () => void;
  isResending: boolean;
}) {
  const { t } = useTranslation("accounts");
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("phone.sent", { number: localMobile(sentTo) })}</Text>
        <CodeField {...codeField} />
        {refusal}
        {nameFields}
        <Button type="submit" size="md" fullWidth loading={isPending}>
          {t(asksName ? "signup.submit" : "login.submit")}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onOtherNumber}>
            {t("phone.otherNumber")}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={onResend}
            disabled={isResending}
          >
            {t("phone.resend")}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/** The number to text a code to (and on the sign-up side, the names first). */
export function NumberStep({
  onSubmit,
  refusal,
  isPending,
  formRef,
  isSignUp,
  nameFields,
  phoneField,
  onUsePassword,
  switchTo,
}: StepProps & {
  formRef: Ref<HTMLFormElement>;
  isSignUp: boolean;
  nameFields: ReactNode;
  phoneField: ReactNode;
  /** The way to the password, for a number this browser knows has one (sign-in side). */
  onUsePassword?: () => void;
  switchTo: string;
}) {
  const { t } = useTranslation("accounts");
  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate {...HOLD}>
      <Stack gap="md">
        {nameFields}
        {phoneField}
        {refusal}
        <Button type="submit" size="md" fullWidth loading={isPending}>
          {t("phone.sendCode")}
        </Button>
        {!isSignUp && (
          <Text size="sm" c="dimmed">
            {t("phone.newHere")}
          </Text>
        )}
        {onUsePassword && (
          <Anchor component="button" type="button" size="sm" onClick={onUsePassword}>
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
