import { Box } from "@mantine/core";
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "./footer";
import { Header } from "./header";
import { NavigationProgress } from "./navigation-progress";

export function Layout() {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <NavigationProgress />
      <Header />
      {/* At least a screen tall: while a page loads, the footer stays below the fold, so the
          content arriving does not push it out of view (a layout shift). */}
      <Box component="main" id="main" mih="100vh" style={{ flex: 1 }}>
        {/* No Suspense boundary here: the router loads a page's code before showing it, and a
            boundary would hydrate after the header, when a query may already have answered. */}
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
