import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { data, type LoaderFunctionArgs } from "react-router";

/**
 * A page a feature registers in its routes.ts, or its signed-in-routes.ts (`RouteTable`);
 * src/web/app/routes.tsx puts them together. A page's code loads only when it is visited:
 * `page` names its module (relative to src/web, as the build manifest names it) and what it
 * exports. A page in the first bundle is a `Component` instead.
 */
export interface FeatureRoute {
  path: string;
  page?: LazyPage;
  Component?: ComponentType;
  /** A visitor known to be signed out goes to /login, and comes back afterwards. */
  signedIn?: boolean;
  /**
   * Fills the query cache before the page renders: on the server, so the HTML holds the data
   * (docs/decisions/034-server-rendering.md); in the browser, so a navigation fetches a page's
   * code and data at once. `queryClient` is the one of the page being loaded.
   */
  load?: (args: LoaderFunctionArgs, queryClient: QueryClient) => unknown;
}

export interface LazyPage {
  module: string;
  component: string;
  /** What it shows when its loader finds nothing (the app's error page otherwise). */
  errorComponent?: string;
  /** The namespaces of words it reads besides "common": its feature's, unless told. */
  words?: string[];
  /**
   * Drawn without Mantine's provider: a page a visitor sees first
   * (docs/decisions/043-first-view-without-mantine.md).
   */
  plain?: boolean;
}

/** Page modules by their path from src/web/app: `import.meta.glob`'s keys there. */
export type PageModules = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * Pages, with the modules their `page.module` names. The browser's first bundle has the table
 * of the pages anyone may open (the features' routes.ts); the signed-in areas' pages (their
 * signed-in-routes.ts) come in a chunk of their own when a path none of those takes is first
 * opened, so the first view does not carry their entries (docs/decisions/034-server-rendering.md).
 * A signed-in page whose path a public one's would take (`/pets/new`, `/pets/:petId`) stays in
 * routes.ts: only a path no public page takes sends the browser looking further.
 */
export interface RouteTable {
  routes: FeatureRoute[];
  modules: PageModules;
}

/** A missing page, for people and search engines. */
export const notFound = () => data(null, { status: 404 });

type Load = NonNullable<FeatureRoute["load"]>;

/**
 * A loader whose code (its queries, and what they import) comes with its page's first visit,
 * not with the app's first view, which every route's loader would otherwise join.
 */
export function loadLazily<M, K extends keyof M>(importModule: () => Promise<M>, name: K): Load {
  return (args, queryClient) =>
    importModule().then((module) => (module[name] as Load)(args, queryClient));
}
