import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { TranslatorProvider } from "../i18n";
import type { Translator } from "../i18n/translator";
import type { SiteConfig } from "../../contract/site";
import { SiteConfigProvider } from "../lib/api/site-config";
import { ModalsHost } from "../ui/modals-host";
import { RenderDayProvider } from "../ui/render-day";
import { toastHost } from "../ui/toast";

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // Slow mobile networks: keep data a little while and retry once, not three times.
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });

interface AppProvidersProps {
  siteConfig: SiteConfig;
  translator: Translator;
  queryClient: QueryClient;
  /** The day the server rendered the page on, if it did (ui/render-day.tsx). */
  renderDay?: string | undefined;
  /** The router: the browser's on the client, a static one on the server. */
  children: ReactNode;
}

/**
 * What every page stands on, the same on the server and in the browser. Not Mantine's provider:
 * the parts that draw Mantine bring it (ui/mantine-area.tsx).
 */
export function AppProviders({
  siteConfig,
  translator,
  queryClient,
  renderDay,
  children,
}: AppProvidersProps) {
  return (
    <SiteConfigProvider value={siteConfig}>
      <TranslatorProvider translator={translator}>
        <QueryClientProvider client={queryClient}>
          <RenderDayProvider value={renderDay}>
            <HydrationMark />
            <ModalsHost />
            <LazyNotifications />
            {children}
          </RenderDayProvider>
        </QueryClientProvider>
      </TranslatorProvider>
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
