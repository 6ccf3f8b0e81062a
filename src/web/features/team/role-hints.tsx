import { Badge, List, Text } from "@mantine/core";
import { STORE_ROLES, type StoreRole } from "../../../contract/store-roles";
import { useTranslation } from "../../i18n";

const ROLE_COLOURS: Record<StoreRole, string> = {
  owner: "brand",
  manager: "teal",
  carer: "gray",
  foster: "grape",
  caretaker: "orange",
};

/** A role's name on a small badge. */
export function RoleBadge({ role }: { role: StoreRole }) {
  const { t } = useTranslation("team");
  return (
    <Badge color={ROLE_COLOURS[role]} variant="light" radius="sm" tt="none">
      {t(`role.${role}`)}
    </Badge>
  );
}

/** What each role may do, one line each. */
export function RoleHints() {
  const { t } = useTranslation("team");
  return (
    <List spacing={6} size="sm" listStyleType="none" p={0}>
      {STORE_ROLES.map((role) => (
        <List.Item key={role}>
          <Text span fw={700} size="sm">
            {t(`role.${role}`)}
          </Text>
          <Text span c="dimmed" size="sm">
            {" — "}
            {t(`roleHint.${role}`)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
