import { Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconUserMinus } from "@tabler/icons-react";
import { STORE_ROLES } from "../../../contract/store-roles";
import { StoreRole } from "../../../contract/store-teams";
import type { StoreMember, TeamResponse } from "../../../contract/store-teams";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { confirmDelete } from "../../ui/confirm-delete";
import { toast } from "../../ui/toast";
import { useChangeRole, useRemoveMember } from "./api/team-changes";
import { RoleBadge } from "./role-hints";
import { SubtleRedButton } from "./subtle-red-button";
import { TeamRow } from "./team-row";

/** The team's members; an owner changes the others' roles and removes them. */
export function MemberList({ team, mayManage }: { team: TeamResponse; mayManage: boolean }) {
  const { t } = useTranslation("team");
  return (
    <section aria-labelledby="team-members">
      <Title order={2} size="h3" id="team-members" mb="sm">
        {t("members.title")}
      </Title>
      <Paper withBorder radius="lg">
        <Stack gap={0}>
          {team.members.map((member) => (
            <MemberRow
              key={member.user_id}
              storeId={team.store.id}
              member={member}
              mayManage={mayManage && !member.is_me}
            />
          ))}
        </Stack>
      </Paper>
    </section>
  );
}

function MemberRow({
  storeId,
  member,
  mayManage,
}: {
  storeId: number;
  member: StoreMember;
  mayManage: boolean;
}) {
  const { t } = useTranslation("team");
  const format = useFormat();
  return (
    <TeamRow>
      <div>
        <Text fw={600}>
          {member.name}
          {member.is_me && (
            <Text span c="dimmed" fw={400}>
              {` (${t("members.you")})`}
            </Text>
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {t("members.joined", { date: format.date(member.joined_at) })}
        </Text>
      </div>
      {mayManage ? (
        <MemberControls storeId={storeId} member={member} />
      ) : (
        <RoleBadge role={member.role} />
      )}
    </TeamRow>
  );
}

function MemberControls({ storeId, member }: { storeId: number; member: StoreMember }) {
  const { t } = useTranslation("team");
  const changeRole = useChangeRole();
  const removeMember = useRemoveMember();
  const { name, user_id: userId } = member;

  const choose = (value: string | null) => {
    const role = StoreRole.safeParse(value);
    if (!role.success || role.data === member.role) return;
    changeRole.mutate(
      { storeId, userId, role: role.data },
      {
        onSuccess: () =>
          toast.success(t("members.roleChanged", { name, role: t(`role.${role.data}`) })),
        onError: (error) => toast.error(t("members.roleFailed"), error.message),
      },
    );
  };

  const remove = () =>
    confirmDelete({
      title: t("members.removeTitle", { name }),
      body: t("members.removeBody", { name }),
      confirm: t("members.remove"),
      cancel: t("members.cancel"),
      run: () => removeMember.mutateAsync({ storeId, userId }),
      done: t("members.removed", { name }),
      failed: (error) => [t("members.removeFailed", { name }), error.message],
    });

  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={t("members.roleOf", { name })}
        data={STORE_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        value={member.role}
        onChange={choose}
        allowDeselect={false}
        disabled={changeRole.isPending}
        w={150}
        size="sm"
      />
      <SubtleRedButton
        icon={<IconUserMinus size={16} aria-hidden />}
        onClick={remove}
        label={t("members.removeLabel", { name })}
      >
        {t("members.remove")}
      </SubtleRedButton>
    </Group>
  );
}
