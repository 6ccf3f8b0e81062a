import { Outlet, ScrollRestoration } from "react-router";
import { newsTotal, useNews } from "../lib/api/news";
import { useSession } from "../lib/api/session";
import { useNumberFormat } from "../lib/format-numbers";
import { TitlePrefixContext } from "../ui/use-page-meta";
import { Footer } from "./footer";
import { Header } from "./header";
import classes from "./layout.module.css";
import { NavigationProgress } from "./navigation-progress";

export function Layout() {
  const { user } = useSession();
  const unread = newsTotal(useNews(Boolean(user)));
  const { number } = useNumberFormat();
  // "(2) Dashboard · Sathi": what is new shows in the browser's tab, as mail sites do.
  const titlePrefix = unread > 0 ? `(${unread > 99 ? "99+" : number(unread)}) ` : "";
  return (
    <TitlePrefixContext.Provider value={titlePrefix}>
      <div className={classes.page}>
        <NavigationProgress />
        <Header />
        {/* At least a screen tall: while a page loads, the footer stays below the fold, so the
          content arriving does not push it out of view (a layout shift). */}
        <main id="main" className={classes.main}>
          {/* No Suspense boundary here: the router loads a page's code before showing it, and a
            boundary would hydrate after the header, when a query may already have answered. */}
          <Outlet />
        </main>
        <Footer />
        <ScrollRestoration />
      </div>
    </TitlePrefixContext.Provider>
  );
}
