import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { toNepaliMobile } from "../../../contract/phone";
import { typedValues, useLiveForm } from "../../ui/before-live";
import { toast } from "../../ui/toast";
import { usePhoneSignIn } from "./api/phone";
import { NameFields, type Names } from "./name-fields";
import { PhoneField } from "./phone-fields";
import { hasPasswordHere, rememberPassword } from "./phone-passwords";
import { PhoneRefusal } from "./phone-refusal";
import { CodeStep, NumberStep, PasswordStep } from "./phone-sign-in-steps";
import { useAfterLogin } from "./use-after-login";
import { usePhoneCode } from "./use-phone-code";

interface Props {
  /** Sign-up asks for the names a new account is made with; sign-in does not. */
  isSignUp: boolean;
  /** The other side of the screen's address (sign-up ⇄ sign-in). */
  switchTo: string;
}

/** The names a new account is made with, and the check that marks a missing one. */
function useNames() {
  const { t } = useTranslation("accounts");
  const [names, setNames] = useState<Names>({ firstName: "", lastName: "" });
  const [nameError, setNameError] = useState<{ firstName?: string; lastName?: string }>({});
  /** Marks a missing name when `isAsked`; answers whether none is missing. */
  const hasNames = (isAsked: boolean) => {
    const missing = {
      ...(isAsked && !names.firstName.trim() && { firstName: t("errors.firstNameRequired") }),
      ...(isAsked && !names.lastName.trim() && { lastName: t("errors.lastNameRequired") }),
    };
    setNameError(missing);
    return Object.keys(missing).length === 0;
  };
  const fields = <NameFields value={names} onChange={setNames} error={nameError} />;
  return { names, setNames, hasNames, fields };
}

/**
 * The number and names typed before the page was live are kept, and a tap on Send code then is
 * acted on now (decision 045); the number's form is given the returned ref.
 */
function useTypedBeforeLive(setPhone: (typed: string) => void, setNames: (names: Names) => void) {
  const numberForm = useRef<HTMLFormElement>(null);
  useLiveForm(numberForm, (fields) => {
    const typed = typedValues(fields, ["phone", "firstName", "lastName"]);
    if (typed.phone) setPhone(typed.phone);
    if (typed.firstName || typed.lastName) {
      setNames({ firstName: typed.firstName ?? "", lastName: typed.lastName ?? "" });
    }
  });
  return numberForm;
}

/** Signing in by the texted code; with `names`, a number with no account becomes one. */
const codeRequest = (phoneNumber: string, code: string, names?: Names) => ({
  kind: "code" as const,
  verify: {
    phoneNumber,
    code: code.trim(),
    ...(names && { firstName: names.firstName.trim(), lastName: names.lastName.trim() }),
  },
});

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
  const { names, setNames, hasNames, fields: nameFields } = useNames();
  const [password, setPassword] = useState("");
  const [withPassword, setWithPassword] = useState(false);
  const { sentTo, refusal } = phone;
  // A right code for a number with no account keeps the code and asks her name (sign-in side).
  const [isNew, setNew] = useState(false);
  if (!isNew && !isSignUp && refusal?.code === "PHONE_NOT_REGISTERED") setNew(true);
  const asksName = isSignUp || isNew;
  const numberForm = useTypedBeforeLive(phone.setTyped, setNames);

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
        : await signIn.mutateAsync(codeRequest(sentTo!, phone.code, asksName ? names : undefined));
      if (withPassword) rememberPassword(phone.number());
      toast.success(t(asksName ? "phone.welcome" : "login.success"));
      if (session) afterLogin(session.user);
    });
  };

  const toPassword = () => setWithPassword(true);
  const shared = {
    onSubmit: finish,
    isPending: signIn.isPending,
    refusal: refusal && (
      <PhoneRefusal
        refusal={refusal}
        mayOfferPassword={!isSignUp && !withPassword}
        onPassword={toPassword}
      />
    ),
  };
  const phoneField = (
    <PhoneField value={phone.typed} onChange={phone.setTyped} error={phone.numberError} />
  );

  if (withPassword) {
    return (
      <PasswordStep
        {...shared}
        phoneField={phoneField}
        password={password}
        onPassword={setPassword}
        onUseCode={() => setWithPassword(false)}
      />
    );
  }
  if (sentTo) {
    return (
      <CodeStep
        {...shared}
        sentTo={sentTo}
        codeField={{ value: phone.code, onChange: phone.setCode }}
        nameFields={isNew && nameFields}
        asksName={asksName}
        onOtherNumber={phone.forgetNumber}
        onResend={() => askForCode()}
        isResending={phone.isSending}
      />
    );
  }
  return (
    <NumberStep
      {...shared}
      onSubmit={askForCode}
      isPending={phone.isSending}
      formRef={numberForm}
      isSignUp={isSignUp}
      nameFields={isSignUp && nameFields}
      phoneField={phoneField}
      onUsePassword={
        !isSignUp && hasPasswordHere(toNepaliMobile(phone.typed)) ? toPassword : undefined
      }
      switchTo={switchTo}
    />
  );
}
