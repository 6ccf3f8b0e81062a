import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import {
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from "react-router";
import { accountRoutes } from "../features/accounts/routes";
import { adminRoutes } from "../features/admin/routes";
import { adoptionRoutes } from "../features/adoption/routes";
import { agreementRoutes } from "../features/agreement/routes";
import { communityDogRoutes } from "../features/community-dogs/routes";
import { contentRoutes } from "../features/content/routes";
import { conversationRoutes } from "../features/conversations/routes";
import { coverageRoutes } from "../features/coverage/routes";
import { donationRoutes } from "../features/donations/routes";
import { figuresRoutes } from "../features/figures/routes";
import { fosterRoutes } from "../features/fosters/routes";
import { homeRoutes } from "../features/home/routes";
import { lostFoundRoutes } from "../features/lost-found/routes";
import { storeRoutes } from "../features/stores/routes";
import { recordRoutes } from "../features/records/routes";
import { tagRoutes } from "../features/tags/routes";
import { teamRoutes } from "../features/team/routes";
import { sessionQuery } from "../lib/api/session";
import { notFound, type FeatureRoute, type LazyPage } from "../lib/feature-routes";
import { loadWords } from "../i18n";
import { ErrorPage } from "../ui/error-page";
import { Layout } from "./layout";
import { composedRoutes } from "./routes/composed-routes";

/**
 * Every page module, by its path under src/web. A page's code loads only when it is visited, so
 * visitors never download admin or store code; the server renderer finds a page's stylesheets
 * and scripts in the build manifest by the same path (`handle.module`).
 */
const pageModules = import.meta.glob<Record<string, unknown>>([
  "../features/*/*-page.tsx",
  "./routes/*-route.tsx",
  // The home page is in the first bundle: it is where most visits begin.
  "!../features/home/home-page.tsx",
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
function lazyPage({
  module,
  component,
  errorComponent,
  words,
  plain = false,
}: LazyPage): Pick<RouteObject, "lazy" | "handle"> {
  const load = pageModules[`../${module}`] ?? pageModules[`./${module.replace(/^app\//, "")}`];
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

/** Every feature's pages. Paths match case-insensitively (React Router's default). */
const FEATURE_ROUTES: FeatureRoute[] = [
  ...homeRoutes,
  ...accountRoutes,
  ...composedRoutes,
  ...storeRoutes,
  ...teamRoutes,
  ...figuresRoutes,
  ...fosterRoutes,
  ...recordRoutes,
  ...lostFoundRoutes,
  ...communityDogRoutes,
  ...coverageRoutes,
  ...tagRoutes,
  ...contentRoutes,
  ...donationRoutes,
  ...agreementRoutes,
  ...adoptionRoutes,
  ...conversationRoutes,
  ...adminRoutes,
];

/**
 * The features' pages in the layout. `queryClientOf` gives the query client of the page being
 * loaded, for its loader: the browser has one, the server makes its routes once and renders
 * each page with a client of its own.
 */
export function createRoutes(queryClientOf: () => QueryClient): RouteObject[] {
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
  const routeOf = (route: FeatureRoute): RouteObject => {
    const loader = loaderOf(route);
    return {
      path: route.path,
      ...(route.Component && { Component: route.Component }),
      ...(route.page && lazyPage(route.page)),
      ...(loader && { loader }),
    };
  };

  return [
    {
      element: <Layout />,
      children: [
        {
          // Inside the layout: a missing page keeps the header and footer.
          errorElement: <ErrorPage />,
          children: [
            ...FEATURE_ROUTES.map(routeOf),
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
