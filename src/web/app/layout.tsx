import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "./footer";
import { Header } from "./header";
import classes from "./layout.module.css";
import { NavigationProgress } from "./navigation-progress";

export function Layout() {
  return (
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
  );
}
