import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconCheck, IconUsersGroup } from "@tabler/icons-react";
import { useRef, useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import type { InvitationPreview } from "../../../contract/store-teams";
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/api/session";
import { useFormat } from "../../lib/format";
import { ApiError } from "../../lib/http";
import { HOLD, useHoldUntilLive } from "../../ui/before-live";
import { QueryState } from "../../ui/query-state";
import { toast } from "../../ui/toast";
import { usePageMeta } from "../../ui/use-page-meta";
import { useAcceptInvitation, useInvitation } from "./api/invitation";
import { RoleBadge } from "./role-hints";

/**
 * /invitations/:token, the link of an invitation's mail or SMS: the store, the role, where it
 * was sent (in part) and whether it still works. Signed out, she logs in or signs up and comes
 * back here; signed in, she accepts.
 */
export function InvitationPage() {
  const { t } = useTranslation("team");
  usePageMeta(t("invitation.pageTitle"));
  const token = useParams().token ?? "";
  return (
    <Container size="sm" py={{ base: "lg", sm: 56 }}>
      <QueryState
        query={useInvitation(token)}
        errorTitle={t("invitation.loadError")}
        loading={<Skeleton height={260} radius="lg" />}
        errorAction={(error) =>
          error instanceof ApiError && error.status === 404 ? (
            <Text size="sm">{t("invitation.notFound")}</Text>
          ) : undefined
        }
      >
        {(invitation) => <Invitation token={token} invitation={invitation} />}
      </QueryState>
    </Container>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation("team");
  const format = useFormat();
  const { store, role, state, sent_to: to } = invitation;
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconUsersGroup size={32} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={1} size="h2">
            {t("invitation.title", { store: store.title })}
          </Title>
        </Group>
        <Text>{t("invitation.asRole", { store: store.title, role: t(`roleIn.${role}`) })}</Text>
        <Group gap="xs">
          <RoleBadge role={role} />
          <Text size="sm" c="dimmed">
            {t(`roleHint.${role}`)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t("invitation.sentTo", { to })}
        </Text>
        <Alert
          variant="light"
          color={state === "open" ? "teal" : "gray"}
          icon={state === "open" ? <IconCheck size={20} /> : <IconAlertCircle size={20} />}
        >
          {t(`invitation.state.${state}`, { date: format.date(invitation.expires_at) })}
        </Alert>
        {state === "open" && <AcceptOrSignIn token={token} invitation={invitation} />}
      </Stack>
    </Paper>
  );
}

function AcceptOrSignIn({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation("team");
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [isNotForHer, setNotForHer] = useState(false);
  const to = invitation.sent_to;
  if (isPending) return <Skeleton height={36} width={220} />;
  if (!user) {
    const next = encodeURIComponent(`/invitations/${token}`);
    return (
      <Stack gap="sm">
        <Text>{t("invitation.signedOut", { to })}</Text>
        <Group gap="sm">
          <Button component={Link} to={`/login?next=${next}`}>
            {t("invitation.logIn")}
          </Button>
          <Button component={Link} to={`/login?mode=signup&next=${next}`} variant="default">
            {t("invitation.signUp")}
          </Button>
        </Group>
      </Stack>
    );
  }
  // Awaited rather than given callbacks: those are dropped if the page re-renders meanwhile.
  const join = async () => {
    try {
      const { store } = await accept.mutateAsync(token);
      toast.success(t("invitation.joined", { store: store.title }));
      await navigate(STORE_DASHBOARD);
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVITATION_NOT_FOR_YOU") setNotForHer(true);
      else toast.error(t("invitation.failed"), (error as Error).message);
    }
  };
  return (
    <Stack gap="sm">
      {isNotForHer && (
        <Alert variant="light" color="red" icon={<IconAlertCircle size={20} />}>
          {t("invitation.notForYou", { to })}
        </Alert>
      )}
      <AcceptButton onClick={() => void join()} isPending={accept.isPending}>
        {t("invitation.accept")}
      </AcceptButton>
    </Stack>
  );
}

/**
 * Opened from a text on a slow phone, Accept is often tapped before the page is live: the tap is
 * held, then made (decision 045). Its own component, so it is live from its first render.
 */
function AcceptButton({
  onClick,
  isPending,
  children,
}: {
  onClick: () => void;
  isPending: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useHoldUntilLive(ref);
  return (
    <Button
      ref={ref}
      {...HOLD}
      onClick={onClick}
      loading={isPending}
      style={{ alignSelf: "flex-start" }}
    >
      {children}
    </Button>
  );
}
