import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import type { SiteConfig } from "../../contract/site";
import { SiteConfigProvider } from "../lib/api/site-config";
import { ModalsHost } from "../ui/modals-host";
import { toastHost } from "../ui/toast";
import { theme } from "./theme";

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // Slow mobile networks: keep data a little while and retry once, not three times.
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });

interface AppProvidersProps {
  siteConfig: SiteConfig;
  i18n: I18n;
  queryClient: QueryClient;
  /** The router: the browser's on the client, a static one on the server. */
  children: ReactNode;
}

/** What every page stands on, the same on the server and in the browser. */
export function AppProviders({ siteConfig, i18n, queryClient, children }: AppProvidersProps) {
  return (
    <SiteConfigProvider value={siteConfig}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            <HydrationMark />
            <ModalsHost />
            <LazyNotifications />
            {children}
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    </SiteConfigProvider>
  );
}

const ToastArea = lazy(() =>
  import("../ui/toast-area").then((module) => ({ default: module.ToastArea })),
);

/** Toasts are drawn by code that loads with the first toast, which waits in the store until then. */
function LazyNotifications() {
  const isRequested = toastHost.useRequested();
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}

/**
 * Marks the page live (`<html data-hydrated>`) once React has taken over the server's HTML:
 * from then on its buttons work. End-to-end tests wait for it before they tap.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
