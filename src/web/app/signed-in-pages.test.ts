import { QueryClient } from "@tanstack/react-query";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { RouteTable } from "../lib/feature-routes";
import { publicPages } from "./routes";
import { createBrowserRoutes, patchSignedInPages } from "./signed-in-pages";
import { signedInPages } from "./signed-in-routes";

/**
 * The browser's first bundle has the public pages' table, and looks for a signed-in area's page
 * only where no public page takes the path (signed-in-pages.ts): no public page may take a
 * signed-in one's path, and each table's modules are its pages'.
 */

const queryClient = new QueryClient();
const queryClientOf = () => queryClient;
/** A path the page's route takes, as a link would have it. */
const pathOf = (pattern: string) => pattern.replace(/:\w+/g, "1");
const matchedId = (routes: RouteObject[], path: string) =>
  matchRoutes(routes, path)?.at(-1)?.route.id;
const signedInPaths = signedInPages.routes.map(({ path }) => path);

describe("the browser's routes for the page it opens", () => {
  it.each(signedInPaths)("has the signed-in area's page %s", async (path) => {
    expect(matchedId(await createBrowserRoutes(queryClientOf, pathOf(path)), pathOf(path))).toBe(
      path,
    );
  });

  it.each(["/", "/pets", "/pets/1", "/pets/new", "/lost-found/mine", "/stores/1"])(
    "has only the public pages for %s",
    async (path) => {
      const routes = await createBrowserRoutes(queryClientOf, path);
      expect(matchedId(routes, "/dashboard")).not.toBe("/dashboard");
    },
  );
});

describe("the signed-in pages added on a navigation", () => {
  const navigate = async (path: string) => {
    const routes = await createBrowserRoutes(queryClientOf, "/");
    const patch = vi.fn();
    await patchSignedInPages(
      routes,
      queryClientOf,
    )({
      path,
      patch,
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
    });
    return patch;
  };

  it("come when no public page takes the path", async () => {
    const patch = await navigate("/dashboard/animals/1/records");
    expect(patch).toHaveBeenCalledTimes(1);
    const [parent, routes] = patch.mock.calls[0] as [string, RouteObject[]];
    expect(parent).toBe("pages");
    expect(routes.map(({ id }) => id)).toEqual(signedInPaths);
  });

  it("stay away when a public page takes it", async () => {
    expect(await navigate("/pets/1")).not.toHaveBeenCalled();
    expect(await navigate("/lost-found/new")).not.toHaveBeenCalled();
  });
});

describe("the two tables", () => {
  /** A glob's keys as `page.module` names them: relative to src/web. */
  const modulesFound = ({ modules }: RouteTable) =>
    Object.keys(modules)
      .map((key) => key.replace(/^\.\.\//, "").replace(/^\.\//, "app/"))
      .sort();
  const modulesNamed = ({ routes }: RouteTable) =>
    [...new Set(routes.flatMap(({ page }) => (page ? [page.module] : [])))].sort();

  it("each load their own pages' modules, no other", () => {
    expect(modulesFound(publicPages)).toEqual(modulesNamed(publicPages));
    expect(modulesFound(signedInPages)).toEqual(modulesNamed(signedInPages));
  });

  it("keep the signed-in areas' pages behind a session", () => {
    expect(signedInPages.routes.filter(({ signedIn }) => !signedIn)).toEqual([]);
  });
});
