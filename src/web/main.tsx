import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// The DOM entry passes react-dom's flushSync, which `navigate(to, { flushSync: true })` needs.
import { RouterProvider } from "react-router/dom";
import { createRouter } from "./app/router";
import { i18nReady } from "./i18n";
import { loadSiteConfig, SiteConfigProvider } from "./lib/api/site-config";
import { theme } from "./app/theme";

const queryClient = new QueryClient({
  defaultOptions: {
    // Slow mobile networks: keep data a little while and retry once, not three times.
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

const [siteConfig] = await Promise.all([loadSiteConfig(), i18nReady]);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <SiteConfigProvider value={siteConfig}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="top-center" />
            <RouterProvider router={createRouter()} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </SiteConfigProvider>
  </StrictMode>,
);
