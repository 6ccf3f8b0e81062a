import { Suspense } from "react";
import { useTranslation } from "../i18n";
import { Link } from "react-router";
import { useSession } from "../lib/api/session";
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
    <Suspense fallback={placeholder}>
      <UserMenu user={user} />
    </Suspense>
  );
}
