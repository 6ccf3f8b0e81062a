import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from "@mantine/core";
import type { TFunction } from "../../i18n";
import { useTranslation } from "../../i18n";
import { MIN_PASSWORD_LENGTH } from "../../../contract/accounts";
import { isEmailAddress } from "../../lib/email";

/** The e-mail rule of every account form: required, then an address the server accepts. */
export const checkEmail = (t: TFunction<"accounts">) => (value: string) =>
  !value.trim()
    ? t("errors.emailRequired")
    : isEmailAddress(value)
      ? null
      : t("errors.emailInvalid");

/** A new password's rule (sign-up, reset): at least MIN_PASSWORD_LENGTH characters, as the server asks. */
export const checkNewPassword = (t: TFunction<"accounts">) => (value: string) =>
  value.length >= MIN_PASSWORD_LENGTH
    ? null
    : t("errors.passwordShort", { count: MIN_PASSWORD_LENGTH });

/** The account forms' e-mail field; pass `form.getInputProps("email")`. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation("accounts");
  return (
    <TextInput
      type="email"
      label={t("fields.email")}
      autoComplete="email"
      required
      size="md"
      {...props}
    />
  );
}

/**
 * The account forms' password field. `isNew` (sign-up, reset) says the length rule under it
 * and lets password managers offer a new password.
 */
export function PasswordField({
  isNew = false,
  ...props
}: PasswordInputProps & { isNew?: boolean }) {
  const { t } = useTranslation("accounts");
  return (
    <PasswordInput
      label={t("fields.password")}
      description={isNew ? t("fields.passwordRule", { count: MIN_PASSWORD_LENGTH }) : undefined}
      autoComplete={isNew ? "new-password" : "current-password"}
      required
      size="md"
      {...props}
    />
  );
}
