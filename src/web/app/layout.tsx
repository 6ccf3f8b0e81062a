import { Box, Center, Loader } from "@mantine/core";
import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "./footer";
import { Header } from "./header";

export function Layout() {
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <Header />
      <Box component="main" id="main" style={{ flex: 1 }}>
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
