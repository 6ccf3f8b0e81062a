import { Button, Group, Paper, Select, Text } from "@mantine/core";
import {
  IconChartBar,
  IconDog,
  IconHistory,
  IconPaw,
  IconTent,
  IconUsersGroup,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { mayDo } from "../../../contract/store-roles";
import { useTranslation } from "../../i18n";
import type { MyStore } from "../../lib/api/my-store";
import { toast } from "../../ui/toast";
import { useChooseStore } from "./api/choose-store";

/**
 * Above the store tab: her role, the team, the animals, the activity and the figures (for the
 * roles that read them: not a foster's), the community-dog register and its camps (for the roles
 * that keep it, caretakers too), and, when she is on several stores' teams, which one she works for now.
 */
export function StoreSwitcher({ data }: { data: MyStore }) {
  const { t } = useTranslation(["stores", "team"]);
  const choose = useChooseStore();
  const { store, role, stores } = data;
  if (!store || !role) return null;
  const switchTo = (value: string | null) => {
    const next = stores.find((mine) => String(mine.id) === value);
    if (!next || next.id === store.id) return;
    choose.mutate(next.id, {
      onSuccess: () => toast.success(t("store.switched", { store: next.title })),
      onError: (error) => toast.error(t("store.switchFailed"), error.message),
    });
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" align={stores.length > 1 ? "flex-end" : "center"} gap="sm">
        {stores.length > 1 ? (
          <Select
            label={t("store.switchLabel")}
            data={stores.map((mine) => ({
              value: String(mine.id),
              label: `${mine.title} · ${t(`team:role.${mine.role}`)}`,
            }))}
            value={String(store.id)}
            onChange={switchTo}
            allowDeselect={false}
            disabled={choose.isPending}
            w={{ base: "100%", sm: 340 }}
          />
        ) : (
          <Text size="sm">{t("store.yourRole", { role: t(`team:role.${role}`) })}</Text>
        )}
        <Group gap="xs">
          {mayDo(role, "read") && (
            <>
              <Button
                component={Link}
                to="/dashboard/animals"
                variant="light"
                leftSection={<IconPaw size={16} aria-hidden />}
              >
                {t("store.animals")}
              </Button>
              <Button
                component={Link}
                to="/dashboard/team"
                variant="light"
                leftSection={<IconUsersGroup size={16} aria-hidden />}
              >
                {t("store.team")}
              </Button>
              <Button
                component={Link}
                to="/dashboard/activity"
                variant="default"
                leftSection={<IconHistory size={16} aria-hidden />}
              >
                {t("store.activity")}
              </Button>
              <Button
                component={Link}
                to="/dashboard/figures"
                variant="default"
                leftSection={<IconChartBar size={16} aria-hidden />}
              >
                {t("store.figures")}
              </Button>
            </>
          )}
          {mayDo(role, "register") && <RegisterLinks />}
        </Group>
      </Group>
    </Paper>
  );
}

/** The community-dog register and its CNVR camps (docs/product.md#community-dogs). */
function RegisterLinks() {
  const { t } = useTranslation("stores");
  return (
    <>
      <Button
        component={Link}
        to="/dashboard/community-dogs"
        variant="light"
        leftSection={<IconDog size={16} aria-hidden />}
      >
        {t("store.communityDogs")}
      </Button>
      <Button
        component={Link}
        to="/dashboard/camps"
        variant="default"
        leftSection={<IconTent size={16} aria-hidden />}
      >
        {t("store.camps")}
      </Button>
    </>
  );
}
