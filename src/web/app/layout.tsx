import { Box, Center, Loader } from "@mantine/core";
import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "./footer";
import { Header } from "./header";

export function Layout() {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <Header />
      {/* At least a screen tall: while a page loads, the footer stays below the fold, so the
          content arriving does not push it out of view (a layout shift). */}
      <Box component="main" id="main" mih="100vh" style={{ flex: 1 }}>
        <Suspense
          fallback={
            <Center py={120}>
              <Loader />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
