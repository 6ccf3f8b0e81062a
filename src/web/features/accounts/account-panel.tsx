import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/api/session";
import { isPlaceholderEmail } from "../../../contract/phone";
import { AddEmail } from "./add-email";
import { DeleteAccount } from "./delete-account";
import { PhoneSettings } from "./phone-settings";

/** The dashboard's Account tab: who is signed in, her phone and texts, and the way to leave for good. */
export function AccountPanel() {
  const { t } = useTranslation("accounts");
  const { user } = useSession();
  if (!user) return null;
  const hasEmail = !isPlaceholderEmail(user.email);

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
            <Text fw={600} style={{ overflowWrap: "anywhere" }} c={hasEmail ? undefined : "dimmed"}>
              {hasEmail ? user.email : t("settings.noEmail")}
            </Text>
          </div>
        </SimpleGrid>
      </Paper>
      {/* Kept while the added address waits for its link, so she sees where it went. */}
      {!hasEmail && <AddEmail waitingFor={user.pendingEmail ?? null} />}
      <PhoneSettings />
      <DeleteAccount />
    </Stack>
  );
}
