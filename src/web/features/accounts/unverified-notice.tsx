import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "../../i18n";
import { ApiError } from "../../lib/http";
import { useResendVerification } from "./api/resend-verification";

/** How long Resend rests after a tap, so one tap sends one e-mail. */
export const RESEND_COOLDOWN_MS = 30_000;

/** "p…@example.com": enough for her to know the address, not enough to read it off her screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? email : `${email[0]}…${email.slice(at)}`;
}

// The masked address stays on one line: "p…" alone at a line's end reads as nothing.
const address = { address: <span style={{ whiteSpace: "nowrap" }} /> };

type Outcome = { kind: "sent" } | { kind: "tooMany" } | { kind: "failed"; message: string };

/**
 * Under the login form after a sign-in refused as unverified: the server has just sent a fresh
 * link (with `next`); says where, and offers to send another one.
 */
export function UnverifiedNotice({ email, next }: { email: string; next: string | null }) {
  const { t } = useTranslation("accounts");
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isResting, setResting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const masked = maskEmail(email);

  async function ask() {
    setResting(true);
    setOutcome(null);
    try {
      await resend.mutateAsync({ email, next });
      setOutcome({ kind: "sent" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setOutcome({ kind: "tooMany" });
      else {
        setOutcome({
          kind: "failed",
          message: error instanceof Error ? error.message : t("errors.generic"),
        });
      }
    }
    timer.current = setTimeout(() => setResting(false), RESEND_COOLDOWN_MS);
  }

  return (
    <Alert
      color="teal"
      icon={<IconMailForward />}
      title={t("unverified.title")}
      // The light teal variant's own title colour is too faint to read (WCAG AA).
      styles={{ title: { color: "var(--mantine-color-dark-7)" } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          <Trans t={t} i18nKey="unverified.sent" values={{ email: masked }} components={address} />
        </Text>
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t("unverified.noMail")}
          </Text>
          <Button
            size="xs"
            variant="default"
            // The label never shrinks: the hint beside it wraps instead.
            style={{ flexShrink: 0 }}
            loading={resend.isPending}
            disabled={isResting}
            onClick={ask}
          >
            {outcome?.kind === "sent" && isResting
              ? t("unverified.resent")
              : t("unverified.resend")}
          </Button>
        </Group>
        <div aria-live="polite">
          {outcome?.kind === "sent" && (
            <Text size="sm" c="teal.8">
              <Trans
                t={t}
                i18nKey="unverified.resentBody"
                values={{ email: masked }}
                components={address}
              />
            </Text>
          )}
          {outcome?.kind === "tooMany" && (
            <Text size="sm" c="red.8">
              {t("unverified.tooMany")}
            </Text>
          )}
          {outcome?.kind === "failed" && (
            <Text size="sm" c="red.8">
              {outcome.message}
            </Text>
          )}
        </div>
      </Stack>
    </Alert>
  );
}
