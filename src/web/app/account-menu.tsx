import { STORE_TAB } from "../../contract/dashboard";
import { Suspense } from "react";
import { useTranslation } from "../i18n";
import { Link } from "react-router";
import { IconBell, IconMessages } from "@tabler/icons-react";
import { newsTotal, useNews } from "../lib/api/news";
import { useSession } from "../lib/api/session";
import { useNumberFormat } from "../lib/format-numbers";
import { lazyWithMantine } from "../ui/lazy-with-mantine";
import { Button } from "../ui/first-view";
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
      <Button component={Link} to="/login" radius="xl">
        {tc("nav.logIn")}
      </Button>
    );
  }
  return (
    <>
      <WhatIsNew />
      <Suspense fallback={placeholder}>
        <UserMenu user={user} />
      </Suspense>
    </>
  );
}

/**
 * What is new, on every page (docs/product.md#what-is-new): unread messages and changes to her
 * requests or her store's. A tap opens the dashboard's tab that has the most of it.
 */
function WhatIsNew() {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const news = useNews(true);
  const total = newsTotal(news);
  if (!news || !total) return null;
  const parts = [
    { count: news.unreadMessages, key: "nav.unread" as const, tab: "messages" },
    { count: news.changedRequests, key: "nav.changedRequests" as const, tab: "user" },
    { count: news.newStoreRequests, key: "nav.storeRequestNews" as const, tab: STORE_TAB },
  ].filter((part) => part.count > 0);
  // The first with the most: messages win a tie.
  const most = parts.reduce((best, part) => (part.count > best.count ? part : best));
  const Icon = parts.every((part) => part.tab === "messages") ? IconMessages : IconBell;
  return (
    <Link
      to={`/dashboard?tab=${most.tab}`}
      className={classes.unread}
      aria-label={parts
        .map((part) => t(part.key, { count: part.count, n: number(part.count) }))
        .join(", ")}
    >
      <Icon size={22} aria-hidden />
      <span className={classes.unreadCount} aria-hidden>
        {total > 99 ? "99+" : number(total)}
      </span>
    </Link>
  );
}
