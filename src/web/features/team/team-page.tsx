import { Anchor, Container, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconHistory } from "@tabler/icons-react";
import { Link } from "react-router";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import { mayDo } from "../../../contract/store-roles";
import type { TeamResponse } from "../../../contract/store-teams";
import { useTranslation } from "../../i18n";
import { useMyStore } from "../../lib/api/my-store";
import { QueryState } from "../../ui/query-state";
import { RequireAuth } from "../../ui/require-auth";
import { usePageMeta } from "../../ui/use-page-meta";
import { useTeam } from "./api/get-team";
import { InvitationList } from "./invitation-list";
import { InviteForm } from "./invite-form";
import { LeaveStore } from "./leave-store";
import { MemberList } from "./member-list";
import { NoticeSwitches } from "./notice-switches";
import { RoleHints } from "./role-hints";

/**
 * /dashboard/team: the members of the store she works for, with their roles; an owner also
 * changes roles, removes, invites and withdraws invitations. Everyone sets her own notices and
 * may leave. What her role cannot do is hidden; the server decides (contract/store-roles.ts).
 */
export function TeamPage() {
  return (
    <RequireAuth>
      <TeamOfMyStore />
    </RequireAuth>
  );
}

function TeamOfMyStore() {
  const { t } = useTranslation("team");
  usePageMeta(t("page.title"));
  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <TeamNav />
      <Title order={1} mb="lg">
        {t("page.title")}
      </Title>
      <QueryState
        query={useMyStore()}
        errorTitle={t("page.loadError")}
        loading={<Skeleton height={320} radius="lg" />}
        isEmpty={(data) => !data.store}
        empty={<Text c="dimmed">{t("page.noStore")}</Text>}
      >
        {(data) => <TeamOf storeId={data.store!.id} />}
      </QueryState>
    </Container>
  );
}

/** Back to the store tab, and across to the activity. */
export function TeamNav({ activity = true }: { activity?: boolean }) {
  const { t } = useTranslation("team");
  return (
    <Group justify="space-between" mb="sm">
      <Anchor component={Link} to={STORE_DASHBOARD} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t("page.back")}
        </Group>
      </Anchor>
      {activity && (
        <Anchor component={Link} to="/dashboard/activity" size="sm">
          <Group gap={4} component="span">
            <IconHistory size={16} aria-hidden />
            {t("page.activity")}
          </Group>
        </Anchor>
      )}
    </Group>
  );
}

function TeamOf({ storeId }: { storeId: number }) {
  const { t } = useTranslation("team");
  return (
    <QueryState
      query={useTeam(storeId)}
      errorTitle={t("page.loadError")}
      loading={<Skeleton height={320} radius="lg" />}
    >
      {(team) => <Team team={team} />}
    </QueryState>
  );
}

function Team({ team }: { team: TeamResponse }) {
  const { t } = useTranslation("team");
  const isOwner = mayDo(team.my_role, "members");
  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Text mb="sm">{t("page.intro", { store: team.store.title })}</Text>
        <RoleHints />
      </Paper>
      <MemberList team={team} mayManage={isOwner} />
      {isOwner && <InviteForm storeId={team.store.id} />}
      {isOwner && <InvitationList storeId={team.store.id} invitations={team.invitations} />}
      <NoticeSwitches storeId={team.store.id} notices={team.my_notices} />
      <LeaveStore team={team} />
    </Stack>
  );
}
