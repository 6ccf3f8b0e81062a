import type { QueryClient } from "@tanstack/react-query";
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";
import { createRoutes, PAGES_ROUTE_ID, pageRoutes } from "./routes";

/*
 * The browser's first bundle holds the public pages' routes; the signed-in areas' come in a
 * chunk of their own (signed-in-routes.ts) when a path no public page takes is first opened.
 */

const loadSignedInPages = () => import("./signed-in-routes").then((loaded) => loaded.signedInPages);

/** Whether a page of `routes` takes `path`: the catch-all "*" (a missing page) does not count. */
function isKnownPath(routes: RouteObject[], path: string): boolean {
  return matchRoutes(routes, path)?.at(-1)?.route.path !== "*";
}

/**
 * The routes for the page opened at `path`: a page the server rendered is hydrated with its
 * route there, so a signed-in area's page (or a missing one: the server's table has them all)
 * waits for the signed-in pages' table.
 */
export async function createBrowserRoutes(
  queryClientOf: () => QueryClient,
  path: string,
): Promise<RouteObject[]> {
  const routes = createRoutes(queryClientOf);
  if (isKnownPath(routes, path)) return routes;
  return createRoutes(queryClientOf, await loadSignedInPages());
}

/**
 * React Router asks this before a navigation to a path only a dynamic or catch-all route of its
 * table takes (`patchRoutesOnNavigation`): a path no page of `routes` takes brings the signed-in
 * pages into the table (React Router skips a route it already has).
 */
export function patchSignedInPages(
  routes: RouteObject[],
  queryClientOf: () => QueryClient,
): PatchRoutesOnNavigationFunction {
  let signedInRoutes: Promise<RouteObject[]> | undefined;
  return async ({ path, patch }) => {
    if (isKnownPath(routes, path)) return;
    signedInRoutes ??= loadSignedInPages().then(pageRoutes(queryClientOf));
    patch(PAGES_ROUTE_ID, await signedInRoutes);
  };
}
