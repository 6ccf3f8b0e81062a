import { useState } from "react";
import { toNepaliMobile } from "../../../contract/phone";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/http";
import { useSendPhoneCode } from "./api/phone";

export interface Refusal {
  message: string;
  /** The API's code, when the refusal came from it (an answer may offer a way on). */
  code?: string;
}

/**
 * A number typed any usual way, then the code texted to it: what signing in by phone and adding
 * a number to an account share (docs/product.md#sms).
 */
export function usePhoneCode() {
  const { t } = useTranslation("accounts");
  const sendCode = useSendPhoneCode();
  const [typed, setTyped] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [numberError, setNumberError] = useState<string>();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  /** The typed number in E.164, or undefined with the field marked. */
  const number = () => {
    const e164 = toNepaliMobile(typed) ?? undefined;
    setNumberError(e164 ? undefined : t("phone.invalid"));
    return e164;
  };

  /** Runs `action`; what it throws is shown as the form's refusal. */
  const attempt = async (action: () => Promise<unknown>) => {
    setRefusal(null);
    try {
      await action();
    } catch (error) {
      setRefusal(
        error instanceof ApiError
          ? { message: error.message, code: error.code }
          : { message: t("errors.generic") },
      );
    }
  };

  /** Texts a code to the typed number, unless it is not one or `isReady` is false. */
  const send = async (isReady = true) => {
    setRefusal(null);
    const e164 = number();
    if (!e164 || !isReady) return;
    await attempt(async () => {
      await sendCode.mutateAsync(e164);
      setSentTo(e164);
      setCode("");
    });
  };

  return {
    typed,
    setTyped,
    sentTo,
    /** Back to the number, to type another. */
    forgetNumber: () => setSentTo(null),
    code,
    setCode,
    numberError,
    number,
    refusal,
    attempt,
    send,
    isSending: sendCode.isPending,
  };
}
