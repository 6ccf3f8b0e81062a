import { Center, Loader, SegmentedControl } from "@mantine/core";
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

  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    const error = params.get("error");
    if (params.get("verified") && user) {
      toast.success(t("verified.title"), t("verified.body"));
    } else if (error) {
      toast.error(error === "google" ? t("google.failed") : t("verified.failed"));
    } else return;
    announced.current = true;
  }, [params, user, t]);

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
  if (isSignUp) toggled.delete("mode");
  else toggled.set("mode", "signup");
  const toggle = `?${toggled.toString()}`;

  // By e-mail or by phone (?with=phone), on either side of the screen.
  const byPhone = params.get("with") === "phone";
  const chooseMethod = (method: string) => {
    const next = new URLSearchParams(params);
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
