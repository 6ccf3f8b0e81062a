import { Avatar, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconLayoutDashboard, IconLogout, IconPaw, IconShieldLock } from "@tabler/icons-react";
import { useTranslation } from "../i18n";
import { Link, useNavigate } from "react-router";
import type { SessionUser } from "../../contract/accounts";
import { isPlaceholderEmail, localMobile } from "../../contract/phone";
import { useSignOut } from "../lib/api/session";

const initialsOf = (name: string, email: string) =>
  (name.trim() || email)
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

/** A signed-in person's avatar menu: her e-mail (or phone), Dashboard, Admin Panel (admins) and Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation("accounts");
  const signOut = useSignOut();
  const navigate = useNavigate();

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t("menu.account")}>
          <Avatar radius="xl" color="brand" variant="filled">
            {initialsOf(user.name, user.email)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("menu.signedInAs")}</Menu.Label>
        <Text px="sm" pb="xs" size="sm" fw={600} truncate="end">
          {/* An account made with a phone alone is known by its number (no address yet). */}
          {isPlaceholderEmail(user.email) && user.phoneNumber
            ? localMobile(user.phoneNumber)
            : user.email}
        </Text>
        <Menu.Divider />
        <Menu.Item component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} />}>
          {t("menu.dashboard")}
        </Menu.Item>
        <Menu.Item component={Link} to="/lost-found/mine" leftSection={<IconPaw size={16} />}>
          {t("menu.lostFound")}
        </Menu.Item>
        {user.isAdmin && (
          <Menu.Item component={Link} to="/admin/" leftSection={<IconShieldLock size={16} />}>
            {t("menu.admin")}
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => signOut.mutate(undefined, { onSettled: () => navigate("/") })}
        >
          {t("menu.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
