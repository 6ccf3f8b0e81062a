import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import {
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from "react-router";
import { accountRoutes } from "../features/accounts/routes";
import { contentRoutes } from "../features/content/routes";
import { coverageRoutes } from "../features/coverage/routes";
import { donationRoutes } from "../features/donations/routes";
import { homeRoutes } from "../features/home/routes";
import { lostFoundRoutes } from "../features/lost-found/routes";
import { storeRoutes } from "../features/stores/routes";
import { tagRoutes } from "../features/tags/routes";
import { teamRoutes } from "../features/team/routes";
import { sessionQuery } from "../lib/api/session";
import {
  notFound,
  type FeatureRoute,
  type LazyPage,
  type PageModules,
  type RouteTable,
} from "../lib/feature-routes";
import { loadWords } from "../i18n";
import { ErrorPage } from "../ui/error-page";
import { Layout } from "./layout";
import { composedRoutes } from "./routes/composed-routes";

/**
 * The public pages' modules, by their path under src/web (signed-in-routes.ts has the signed-in
 * areas'). A page's code loads only when it is visited, so visitors never download admin or
 * store code; the server renderer finds a page's stylesheets and scripts in the build manifest
 * by the same path (`handle.module`).
 */
const publicPageModules = import.meta.glob<Record<string, unknown>>([
  "../features/*/*-page.tsx",
  "./routes/*-route.tsx",
  // The home page is in the first bundle: it is where most visits begin.
  "!../features/home/home-page.tsx",
  // Parts of composed pages (routes/), not pages of their own.
  "!../features/catalogue/*-page.tsx",
  // The signed-in areas' pages: their entries would weigh on every first view.
  "!../features/{admin,adoption,agreement,community-dogs,conversations,figures,fosters,records}/*",
  "!../features/accounts/confirm-email-page.tsx",
  "!../features/lost-found/match-page.tsx",
  "!../features/tags/print-tags-page.tsx",
  "!../features/team/{team,activity}-page.tsx",
  "!./routes/{dashboard,animal,admin-donations,admin-figures}-route.tsx",
]);

export interface RouteHandle {
  /** The page's module, relative to src/web, as the build manifest names it. */
  module?: string;
  /**
   * The page's code without its words: what the browser loads before hydrating a page the
   * server rendered, whose words came with it (`lazy` loads both, for a navigation).
   */
  loadCode?: () => Promise<Pick<RouteObject, "Component" | "ErrorBoundary">>;
}

/**
 * A lazily loaded page's route: its code and words load together (a page drawn with Mantine
 * brings Mantine's provider with its code), and `handle` tells the server renderer and the
 * browser's hydration where its code is.
 */
function lazyPage(
  { module, component, errorComponent, words, plain = false }: LazyPage,
  modules: PageModules,
): Pick<RouteObject, "lazy" | "handle"> {
  const load = modules[`../${module}`] ?? modules[`./${module.replace(/^app\//, "")}`];
  if (!load) throw new Error(`No page module ${module}`);
  const namespaces = ["common", ...(words ?? [/^features\/([\w-]+)\//.exec(module)![1]!])];
  const loadCode = async () => {
    const [loaded, mantine] = await Promise.all([
      load(),
      plain ? undefined : import("../ui/mantine-area"),
    ]);
    const wrap = (Page: ComponentType): ComponentType =>
      mantine
        ? function PageWithMantine() {
            return (
              <mantine.MantineArea>
                <Page />
              </mantine.MantineArea>
            );
          }
        : Page;
    return {
      Component: wrap(loaded[component] as ComponentType),
      ...(errorComponent && { ErrorBoundary: wrap(loaded[errorComponent] as ComponentType) }),
    };
  };
  return {
    handle: { module, loadCode } satisfies RouteHandle,
    lazy: async () => (await Promise.all([loadCode(), loadWords(namespaces)]))[0],
  };
}

/** The pages anyone may open. Paths match case-insensitively (React Router's default). */
export const publicPages: RouteTable = {
  routes: [
    ...homeRoutes,
    ...accountRoutes,
    ...composedRoutes,
    ...storeRoutes,
    ...teamRoutes,
    ...lostFoundRoutes,
    ...coverageRoutes,
    ...tagRoutes,
    ...contentRoutes,
    ...donationRoutes,
  ],
  modules: publicPageModules,
};

/** The route the pages are children of, where the signed-in areas' are added (signed-in-pages.ts). */
export const PAGES_ROUTE_ID = "pages";

/**
 * The pages in the layout: the public ones, and `signedIn`'s when given (the server has them
 * all; the browser adds them when it needs them, signed-in-pages.ts). `queryClientOf` gives
 * the query client of the page being loaded, for its loader: the browser has one, the server
 * makes its routes once and renders each page with a client of its own.
 */
export function createRoutes(
  queryClientOf: () => QueryClient,
  signedIn?: RouteTable,
): RouteObject[] {
  const routesOf = pageRoutes(queryClientOf);
  return [
    {
      element: <Layout />,
      children: [
        {
          id: PAGES_ROUTE_ID,
          // Inside the layout: a missing page keeps the header and footer.
          errorElement: <ErrorPage />,
          children: [
            ...routesOf(publicPages),
            ...(signedIn ? routesOf(signedIn) : []),
            // Development only: the first-view components beside their Mantine twins (decision 043).
            ...(import.meta.env.DEV
              ? [{ path: "/dev/specimen", lazy: () => import("../ui/first-view/specimen-route") }]
              : []),
            {
              path: "*",
              element: null,
              loader: () => {
                throw notFound();
              },
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The routes of a table's pages. Each is named by its path: the browser's table may hold fewer
 * pages than the server's, and the page state names a page's data by its route.
 */
export function pageRoutes(queryClientOf: () => QueryClient) {
  // Signed-in pages: a visitor known to be signed out goes to /login and comes back afterwards
  // (RequireAuth does the same in the page, should the session end while it is open).
  const requireSession = async ({ request }: LoaderFunctionArgs) => {
    const session = await queryClientOf()
      .ensureQueryData(sessionQuery)
      .catch(() => undefined);
    if (session === null) {
      const { pathname, search } = new URL(request.url);
      throw redirect(`/login?next=${encodeURIComponent(pathname + search)}`);
    }
    return null;
  };
  const loaderOf = ({ signedIn, load }: FeatureRoute): LoaderFunction | undefined => {
    if (!signedIn && !load) return undefined;
    return async (args) => {
      if (signedIn) await requireSession(args);
      return load ? load(args, queryClientOf()) : null;
    };
  };
  return ({ routes, modules }: RouteTable): RouteObject[] =>
    routes.map((route) => {
      const loader = loaderOf(route);
      return {
        id: route.path,
        path: route.path,
        ...(route.Component && { Component: route.Component }),
        ...(route.page && lazyPage(route.page, modules)),
        ...(loader && { loader }),
      };
    });
}
