import "virtual:mantine-styles";
import "./app/global.css";
import { hydrate as hydrateQueries } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
// The DOM entry passes react-dom's flushSync, which `navigate(to, { flushSync: true })` needs.
import { RouterProvider } from "react-router/dom";
import { AppProviders, createQueryClient } from "./app/app-providers";
import type { RouteHandle } from "./app/routes";
import { createBrowserRoutes, patchSignedInPages } from "./app/signed-in-pages";
import { isLanguage, setLanguage, startI18n, storedLanguage } from "./i18n";
import { loadSiteConfig } from "./lib/api/site-config";
import { readPageState } from "./lib/page-state";

// The browser gets a turn between the steps before hydration: each is a task of its own, none
// long enough on a slow phone to keep a tap waiting (they were one task of 0.2-0.7 s at 4x).
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

const root = document.getElementById("root")!;
const language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : "en";
const state = readPageState();
const [siteConfig, translator] = await Promise.all([
  loadSiteConfig(),
  startI18n(language, state?.words),
]);

await yieldToBrowser();
const queryClient = createQueryClient();
if (state) {
  // The server vouches for its data as of now: a kept page is dropped when the catalogue
  // changes (decision 034), so its answers are not refetched for being old.
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  hydrateQueries(queryClient, state.queries);
}

await yieldToBrowser();
const queryClientOf = () => queryClient;
const routes = await createBrowserRoutes(queryClientOf, window.location.pathname);
// The server rendered this page: load its lazy route modules before hydrating, so the first
// render in the browser is the server's (React Router's documented way for lazy routes). Their
// code only: the words the page used came with it.
if (state) {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      const { loadCode } = (route.handle ?? {}) as RouteHandle;
      if (typeof route.lazy !== "function" || !loadCode) return;
      Object.assign(route, await loadCode(), { lazy: undefined });
    }),
  );
}
await yieldToBrowser();
// Unrendered (`npm run dev`): the layout waits for its first data with nothing drawn.
if (!state) routes[0]!.HydrateFallback = () => null;
const router = createBrowserRouter(routes, {
  hydrationData: state?.router,
  patchRoutesOnNavigation: patchSignedInPages(routes, queryClientOf),
});

const app = (
  <StrictMode>
    <AppProviders
      siteConfig={siteConfig}
      translator={translator}
      queryClient={queryClient}
      renderDay={state?.day}
    >
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// A language chosen before it was kept in a cookie: the server rendered the default, so the
// page is drawn afresh in the chosen one (and the cookie set for the next page).
const stored = storedLanguage();
const isOtherLanguage = stored !== undefined && stored !== language;
if (isOtherLanguage) await setLanguage(stored);

await yieldToBrowser();
// `npm run dev` serves the page unrendered; the built server renders it (decision 034).
// A transition: hydration yields to the browser between parts, so a tap is not kept waiting.
if (state && !isOtherLanguage) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
