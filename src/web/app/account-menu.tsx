import { Suspense } from "react";
import { useTranslation } from "../i18n";
import { Link } from "react-router";
import { IconMessages } from "@tabler/icons-react";
import { useTotalUnread } from "../features/conversations/api/get-conversations";
import { useSession } from "../lib/api/session";
import { useNumberFormat } from "../lib/format-numbers";
import { lazyWithMantine } from "../ui/lazy-with-mantine";
import button from "../ui/plain/button.module.css";
import classes from "./header.module.css";

// The menu's code loads only for someone signed in.
const UserMenu = lazyWithMantine(() => import("./user-menu").then((module) => module.UserMenu));

/** Log In when signed out; an avatar menu with the e-mail, Dashboard, Admin Panel (admins) and Logout. */
export function AccountMenu() {
  const { t: tc } = useTranslation();
  const { user, isPending } = useSession();

  // A plain circle: Mantine's Avatar would put its code in every first view.
  const placeholder = <span className={classes.avatarPlaceholder} aria-hidden />;
  if (isPending) return placeholder;
  if (!user) {
    return (
      <Link to="/login" className={button.button} data-radius="xl">
        {tc("nav.logIn")}
      </Link>
    );
  }
  return (
    <>
      <UnreadMessages />
      <Suspense fallback={placeholder}>
        <UserMenu user={user} />
      </Suspense>
    </>
  );
}

/** New messages, on every page: a tap opens them (the dashboard's Messages tab). */
function UnreadMessages() {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const unread = useTotalUnread();
  if (!unread) return null;
  return (
    <Link
      to="/dashboard?tab=messages"
      className={classes.unread}
      aria-label={t("nav.unread", { count: unread, n: number(unread) })}
    >
      <IconMessages size={22} aria-hidden />
      <span className={classes.unreadCount} aria-hidden>
        {unread > 99 ? "99+" : number(unread)}
      </span>
    </Link>
  );
}
