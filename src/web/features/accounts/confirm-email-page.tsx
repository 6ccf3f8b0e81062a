import { Alert, Anchor, Center, Loader, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconMailCheck } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/http";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { useConfirmAddedEmail } from "./api/confirm-added-email";
import { AuthLayout } from "./auth-layout";

/** The words for each way confirming can fail, by the API's code; anything else is a broken link. */
const OUTCOME = {
  EMAIL_LINK_OTHER_ACCOUNT: "confirmEmail.otherAccount",
  EMAIL_IN_USE: "confirmEmail.inUse",
} as const;
const outcomeOf = (code: string | undefined) =>
  OUTCOME[code as keyof typeof OUTCOME] ?? "confirmEmail.invalid";

/**
 * Where the link e-mailed to an address a phone account added lands (?token=…). It counts only
 * when opened signed in to that account (docs/decisions/044-every-credential-proven.md), so a
 * signed-out reader signs in first and comes back; then it confirms at once.
 */
export function ConfirmEmailPage() {
  return (
    <RequireAuth>
      <ConfirmEmail />
    </RequireAuth>
  );
}

function ConfirmEmail() {
  const { t } = useTranslation("accounts");
  usePageMeta(t("confirmEmail.title"));
  const token = useSearchParams()[0].get("token");
  const confirm = useConfirmAddedEmail();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const failure = confirm.error instanceof ApiError ? confirm.error : null;
  const done = confirm.isSuccess || failure?.code === "ALREADY_VERIFIED";
  return (
    <AuthLayout title={t("confirmEmail.title")}>
      {done ? (
        <Alert color="teal" icon={<IconMailCheck />} title={t("confirmEmail.done")}>
          <ToAccount />
        </Alert>
      ) : !token || confirm.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} title={t("confirmEmail.failed")}>
          <Stack gap="xs">
            <Text size="sm">{t(outcomeOf(failure?.code))}</Text>
            <ToAccount />
          </Stack>
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={t("confirmEmail.working")} />
        </Center>
      )}
    </AuthLayout>
  );
}

function ToAccount() {
  const { t } = useTranslation("accounts");
  return (
    <Anchor component={Link} to="/dashboard?tab=account" size="sm" fw={600}>
      {t("confirmEmail.toAccount")}
    </Anchor>
  );
}
