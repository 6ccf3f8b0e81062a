import { Button, Paper, Text, Title } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import type { TeamResponse } from "../../../contract/store-teams";
import { useTranslation } from "../../i18n";
import { confirmDelete } from "../../ui/confirm-delete";
import { useRemoveMember } from "./api/team-changes";

/** 'Leave this store', for every member; the server refuses the last owner. */
export function LeaveStore({ team }: { team: TeamResponse }) {
  const { t } = useTranslation("team");
  const navigate = useNavigate();
  const removeMember = useRemoveMember();
  const me = team.members.find((member) => member.is_me);
  if (!me) return null;
  const store = team.store.title;
  const ask = () =>
    confirmDelete({
      title: t("leave.confirmTitle", { store }),
      body: t("leave.body"),
      confirm: t("leave.confirm"),
      cancel: t("members.cancel"),
      run: async () => {
        await removeMember.mutateAsync({ storeId: team.store.id, userId: me.user_id });
        void navigate(STORE_DASHBOARD);
      },
      done: t("leave.done", { store }),
      failed: (error) => [t("leave.failed"), error.message],
    });
  return (
    <section aria-labelledby="team-leave">
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Title order={2} size="h4" id="team-leave" mb={4}>
          {t("leave.title")}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t("leave.body")}
        </Text>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={ask}
        >
          {t("leave.button")}
        </Button>
      </Paper>
    </section>
  );
}
