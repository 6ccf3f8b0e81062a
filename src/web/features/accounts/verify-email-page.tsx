import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../lib/http";
import { toast } from "../../ui/toast";
import { usePageMeta } from "../../ui/use-page-meta";
import { useVerifyEmail } from "./api/verify-email";
import { PasswordField } from "./auth-fields";
import { AuthLayout } from "./auth-layout";
import { useNext, withNext } from "./use-after-login";

/** The address a verification link is for, read from its token only to greet the reader. */
function addressIn(token: string): string | undefined {
  try {
    const payload = token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/");
    const email = (JSON.parse(atob(payload)) as { email?: unknown }).email;
    return typeof email === "string" ? email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the verification e-mail's link lands (?token=…). The link alone verifies nothing: the
 * sign-up password goes with it, so an account someone else opened with this address stays
 * useless to them; the address's owner can take it with a password reset.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation("accounts");
  usePageMeta(t("verify.title"));
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  // The page she signed up or logged in from, carried by the link: the login page sends her on.
  const next = useNext();
  const verify = useVerifyEmail();
  const [isLinkBroken, setLinkBroken] = useState(!token);
  const form = useForm({
    initialValues: { password: "" },
    validate: { password: (value) => (value ? null : t("errors.passwordRequired")) },
  });

  const submit = form.onSubmit(async ({ password }) => {
    try {
      await verify.mutateAsync({ token: token!, password });
      navigate(withNext("/login?verified=1", next), { replace: true });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === "WRONG_PASSWORD") form.setFieldError("password", t("verify.wrongPassword"));
      else if (code === "INVALID_TOKEN") setLinkBroken(true);
      else if (code === "ALREADY_VERIFIED") {
        toast.success(t("verify.already"));
        navigate(withNext("/login", next), { replace: true });
      } else toast.error(error instanceof Error ? error.message : t("errors.generic"));
    }
  });

  if (isLinkBroken || !token) {
    return (
      <AuthLayout title={t("verify.title")}>
        <Alert color="red" icon={<IconAlertTriangle />} title={t("verify.invalidTitle")}>
          <Text size="sm">{t("verify.invalidBody")}</Text>
          <Anchor component={Link} to={withNext("/login", next)} size="sm" fw={600}>
            {t("verify.toLogin")}
          </Anchor>
        </Alert>
      </AuthLayout>
    );
  }

  const email = addressIn(token);
  return (
    <AuthLayout
      title={t("verify.title")}
      subtitle={email ? t("verify.subtitle", { email }) : t("verify.subtitleNoEmail")}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t("verify.password")}
            data-autofocus
            {...form.getInputProps("password")}
          />
          <Button type="submit" size="md" loading={verify.isPending}>
            {t("verify.submit")}
          </Button>
          <Text size="sm" c="dimmed">
            {t("verify.notYou")}{" "}
            <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
              {t("verify.reset")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
