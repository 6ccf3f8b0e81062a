import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/api/session";
import { DeleteAccount } from "./delete-account";

/** The dashboard's Account tab: who is signed in, and the way to leave for good. */
export function AccountPanel() {
  const { t } = useTranslation("accounts");
  const { user } = useSession();
  if (!user) return null;

  return (
    <Stack maw={720}>
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="h4" mb="md">
          {t("settings.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <div>
            <Text size="sm" c="dimmed">
              {t("settings.name")}
            </Text>
            <Text fw={600}>{user.name}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t("settings.email")}
            </Text>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {user.email}
            </Text>
          </div>
        </SimpleGrid>
      </Paper>
      <DeleteAccount />
    </Stack>
  );
}
