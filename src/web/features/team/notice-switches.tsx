import { Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { toast } from "../../ui/toast";
import { useSaveNotices } from "./api/team-changes";

type Notices = { mail: boolean; sms: boolean; digest: boolean };

/**
 * Her own notices from this store: whether new requests and messages reach her by mail, by SMS,
 * and whether the daily list of what is due does (docs/decisions/049-animal-records.md).
 */
export function NoticeSwitches({ storeId, notices }: { storeId: number; notices: Notices }) {
  const { t } = useTranslation("team");
  const save = useSaveNotices();
  // While saving, the switch shows what she chose; the team's refetch then confirms it.
  const shown = save.isPending ? save.variables : notices;
  const change = (next: Notices) =>
    save.mutate(
      { storeId, ...next },
      {
        onSuccess: () => toast.success(t("notices.saved")),
        onError: (error) => toast.error(t("notices.failed"), error.message),
      },
    );
  return (
    <section aria-labelledby="team-notices">
      <Title order={2} size="h3" id="team-notices" mb="sm">
        {t("notices.title")}
      </Title>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        <Text size="sm" c="dimmed" mb="md">
          {t("notices.hint")}
        </Text>
        <Stack gap="sm">
          <Switch
            label={t("notices.mail")}
            checked={shown.mail}
            onChange={(event) => change({ ...notices, mail: event.currentTarget.checked })}
          />
          <Switch
            label={t("notices.sms")}
            checked={shown.sms}
            onChange={(event) => change({ ...notices, sms: event.currentTarget.checked })}
          />
          <Switch
            label={t("notices.digest")}
            description={t("notices.digestHint")}
            checked={shown.digest}
            onChange={(event) => change({ ...notices, digest: event.currentTarget.checked })}
          />
        </Stack>
      </Paper>
    </section>
  );
}
