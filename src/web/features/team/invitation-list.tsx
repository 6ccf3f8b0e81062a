import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { localMobile } from "../../../contract/phone";
import type { StoreInvitation } from "../../../contract/store-teams";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { confirmDelete } from "../../ui/confirm-delete";
import { useWithdrawInvitation } from "./api/team-changes";
import { RoleBadge } from "./role-hints";
import { SubtleRedButton } from "./subtle-red-button";
import { TeamRow } from "./team-row";

/** The invitations not yet answered, each with Withdraw (owners only). */
export function InvitationList({
  storeId,
  invitations,
}: {
  storeId: number;
  invitations: StoreInvitation[];
}) {
  const { t } = useTranslation("team");
  return (
    <section aria-labelledby="team-invitations">
      <Title order={2} size="h3" id="team-invitations" mb="sm">
        {t("invitations.title")}
      </Title>
      {invitations.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("invitations.empty")}
        </Text>
      ) : (
        <Paper withBorder radius="lg">
          <Stack gap={0}>
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} storeId={storeId} invitation={invitation} />
            ))}
          </Stack>
        </Paper>
      )}
    </section>
  );
}

function InvitationRow({ storeId, invitation }: { storeId: number; invitation: StoreInvitation }) {
  const { t } = useTranslation("team");
  const format = useFormat();
  const withdraw = useWithdrawInvitation();
  // A number is shown as people write it (98…), not as it is kept (+977…).
  const to = invitation.email ?? localMobile(invitation.phone ?? "");
  const ask = () =>
    confirmDelete({
      title: t("invitations.withdrawTitle"),
      body: t("invitations.withdrawBody", { to }),
      confirm: t("invitations.withdraw"),
      cancel: t("members.cancel"),
      run: () => withdraw.mutateAsync({ storeId, invitationId: invitation.id }),
      done: t("invitations.withdrawn"),
      failed: (error) => [t("invitations.withdrawFailed"), error.message],
    });
  return (
    <TeamRow>
      <div style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {to}
          </Text>
          <RoleBadge role={invitation.role} />
        </Group>
        <Text size="sm" c="dimmed">
          {t("invitations.sent", {
            date: format.date(invitation.created_at),
            expires: format.date(invitation.expires_at),
          })}
          {invitation.invited_by && ` · ${t("invitations.by", { name: invitation.invited_by })}`}
        </Text>
      </div>
      <SubtleRedButton
        icon={<IconX size={16} aria-hidden />}
        onClick={ask}
        label={t("invitations.withdrawLabel", { to })}
      >
        {t("invitations.withdraw")}
      </SubtleRedButton>
    </TeamRow>
  );
}
