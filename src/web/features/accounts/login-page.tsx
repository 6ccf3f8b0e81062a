import { Alert, Center, Loader, SegmentedControl } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n";
import { useSearchParams } from "react-router";
import { useSession } from "../../lib/api/session";
import { toast } from "../../ui/toast";
import { usePageMeta } from "../../ui/use-page-meta";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";
import { PhoneSignInForm } from "./phone-sign-in-form";
import { SignUpForm } from "./signup-form";
import { useAfterLogin } from "./use-after-login";

/**
 * /login: one screen toggling Login and Sign Up (?mode=signup, also reached from
 * /signUp). The e-mailed verification link and Google both come back here: a visitor who
 * arrives signed in is sent on, with a welcome toast after verifying.
 */
export function LoginPage() {
  const { t } = useTranslation("accounts");
  const [params, setParams] = useSearchParams();
  const isSignUp = params.get("mode") === "signup";
  const { user, isPending } = useSession();
  const afterLogin = useAfterLogin();
  usePageMeta(isSignUp ? t("signup.title") : t("login.title"), t("login.metaDescription"));

  // A form sent without JavaScript comes back from POST /login with its refusal (and the address
  // typed, which the login form says itself) or NEEDS_JAVASCRIPT, said above the form.
  const sentBack = params.has("email") || params.get("error") === "NEEDS_JAVASCRIPT";
  const error = sentBack ? null : params.get("error");
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    if (params.get("verified") && user) {
      toast.success(t("verified.title"), t("verified.body"));
    } else if (error) {
      toast.error(error === "google" ? t("google.failed") : t("verified.failed"));
    } else return;
    announced.current = true;
  }, [params, error, user, t]);

  useEffect(() => {
    if (user) afterLogin(user);
  }, [user, afterLogin]);

  if (isPending || user) {
    return (
      <Center py={160}>
        <Loader aria-label={t("loading")} />
      </Center>
    );
  }

  // A link, so it works before the page's script is live (decision 045).
  const toggled = new URLSearchParams(params);
  toggled.delete("error");
  toggled.delete("verified");
  toggled.delete("email");
  if (isSignUp) toggled.delete("mode");
  else toggled.set("mode", "signup");
  const toggle = `?${toggled.toString()}`;

  // By e-mail or by phone (?with=phone), on either side of the screen.
  const byPhone = params.get("with") === "phone";
  const chooseMethod = (method: string) => {
    const next = new URLSearchParams(params);
    // What the form sent without JavaScript came back with is about the other form.
    next.delete("error");
    next.delete("email");
    if (method === "phone") next.set("with", "phone");
    else next.delete("with");
    setParams(next, { replace: true });
  };
  const method = (
    <SegmentedControl
      fullWidth
      mb="lg"
      value={byPhone ? "phone" : "email"}
      onChange={chooseMethod}
      aria-label={t("phone.method")}
      data={[
        { value: "email", label: t("phone.byEmail") },
        { value: "phone", label: t("phone.byPhone") },
      ]}
    />
  );

  return (
    <AuthLayout
      title={t(isSignUp ? "signup.title" : "login.title")}
      subtitle={t(isSignUp ? "signup.subtitle" : "login.subtitle")}
    >
      {method}
      {params.get("error") === "NEEDS_JAVASCRIPT" && (
        <Alert
          role="alert"
          color="orange"
          variant="light"
          mb="lg"
          icon={<IconAlertCircle size={18} />}
        >
          {t("login.needsJavaScript")}
        </Alert>
      )}
      {byPhone ? (
        <PhoneSignInForm
          key={isSignUp ? "signup" : "login"}
          isSignUp={isSignUp}
          switchTo={toggle}
        />
      ) : isSignUp ? (
        <SignUpForm switchTo={toggle} />
      ) : (
        <LoginForm switchTo={toggle} />
      )}
    </AuthLayout>
  );
}
