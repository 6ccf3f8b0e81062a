import { resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import type { AppDeps } from "../deps";
import { hasSessionCookie } from "../lib/session-cookie";
import { createPageCache, type CatalogueChanges } from "./page-cache";
import { pageAssets } from "./page-assets";
import { readPageIndex, withHead } from "./page-html";
import { pickLanguage } from "../lib/request-language";
import { loadRenderer, type ApiCall } from "./renderer";
import { renderPage, type PageParts } from "./render-page";

/** An API response's JSON as a visitor without a session gets it; undefined when it is not found. */
export type ReadResponse = (apiPath: string) => Promise<unknown>;

/** Extra `<head>` markup for a path in a language (e.g. a pet's Open Graph tags), for crawlers and link previews. */
export type HeadRenderer = ((
  path: string,
  language: "en" | "ne",
  response: ReadResponse,
) => Promise<string | undefined>) & {
  /** The API response the head of a path is made from: the render's own read of it is reused. */
  responsePath?: (path: string) => string | undefined;
};

export interface SpaOptions {
  webRoot?: string;
  renderHead?: HeadRenderer;
  /** The app's own API, which a server render reads in-process. */
  api?: ApiCall;
  /** The catalogue's changes: a rendered page is kept while nothing it shows changed. */
  catalogue?: CatalogueChanges;
}

// gzip, unless refused with q=0.
const ACCEPTS_GZIP =
  /(?:^|,)[ \t]*gzip[ \t]*(?:;[ \t]*q=(?!0(?:\.0*)?[ \t]*(?:,|$))[\d.]+[ \t]*)?(?:,|$)/i;

/**
 * Serves the built web app: hashed assets cached for a year; every other path is a page,
 * rendered on the server in the visitor's language with its data (decision 034), inside
 * index.html with the public site settings inlined (one round trip fewer on slow networks).
 */
export function spaRoutes(
  deps: AppDeps,
  {
    webRoot = deps.config.webRoot,
    renderHead = async () => undefined,
    api = async () => new Response(null, { status: 503 }),
    // Without the catalogue's changes, a page is kept only until the next millisecond.
    catalogue = {
      read: async () => ({ clock: Date.now(), changedAt: () => undefined }),
      dependenciesOf: () => undefined,
    },
  }: SpaOptions = {},
) {
  const index = readPageIndex(webRoot, deps.config.site);
  const renderer = loadRenderer(resolve(webRoot, "../ssr/server-entry.js"));
  const cache = createPageCache(catalogue);
  const publicResponse: ReadResponse = async (apiPath) => {
    const response = await api(apiPath, {});
    return response.status === 200 ? response.json() : undefined;
  };
  const parts: PageParts | undefined =
    index && renderer
      ? {
          index,
          renderer,
          renderHead,
          api,
          publicResponse,
          assetsOf: pageAssets(webRoot),
          site: deps.config.site,
        }
      : undefined;

  const rootFiles = every(
    cacheControl("public, max-age=86400"),
    serveStatic({
      root: webRoot,
      rewriteRequestPath: (path) => (path.endsWith(".html") ? "/__none__" : path),
      precompressed: true,
    }),
  );

  return new Hono()
    .use(
      "/assets/*",
      cacheControl("public, max-age=31536000, immutable"),
      // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are.
      serveStatic({ root: webRoot, precompressed: true }),
    )
    .use("*", (c, next) =>
      // Pages (/, /pets/12) are no files: they go straight to index.html, without a failed lookup.
      isFilePath(c.req.path) ? rootFiles(c, next) : next(),
    )
    .get("*", async (c) => {
      if (!index) {
        return c.text(
          "The web app is not built yet: run `npm run build` (npm start does it for you).",
          503,
        );
      }
      const language = pickLanguage(c.req.header("Cookie"), c.req.header("Accept-Language"));
      // Pages differ by language, and a signed-in visitor's may show her own drafts.
      c.header("Vary", "Cookie, Accept-Language", { append: true });
      // Redirects too: nginx keeps a response only under the language it says (docs/deploy.md#nginx).
      c.header("Content-Language", language);
      if (!parts) {
        // No server build (tests of the API alone): the browser draws the page.
        const head = await renderHead(c.req.path, language, publicResponse);
        c.header("Cache-Control", "no-cache");
        return c.html(head ? withHead(index, head) : index);
      }
      const url = new URL(c.req.url);
      const cookie = c.req.header("Cookie");
      if (hasSessionCookie(cookie) || carriesSecret(url)) {
        return sendOwnPage(c, parts, url, language, cookie);
      }
      if (UNKEPT_PAGES.test(url.pathname)) return sendOwnPage(c, parts, url, language, undefined);
      // No session cookie: a caller without credentials (decision 046).
      const page = await cache.get(`${language} ${url.pathname}${url.search}`, api, (read) =>
        renderPage(parts, url, language, undefined, read),
      );
      return sendSharedPage(c, page);
    });
}

/**
 * The pages a mailed or texted link opens carry its token (an invitation's in the path, a reset's
 * or a confirmation's in the query): kept by no shared cache, so no copy holds the token or shows
 * a state that has moved on.
 */
const SECRET_LINK_PAGES = /^\/(invitations\/|reset-password|verify-email|confirm-email)/;
const carriesSecret = (url: URL) => SECRET_LINK_PAGES.test(url.pathname);

/**
 * Pages made of what the catalogue's clock does not follow (lost-and-found reports, the
 * community-dog register behind ward coverage and a tag's page change without it): rendered for
 * each request and kept by no cache, or a new report, a dog's camp or its new name would not show.
 */
const UNKEPT_PAGES = /^\/(lost-found|coverage|t)(\/|$)/i;

/** A signed-in visitor's page: hers alone, redirects too, so no shared cache may keep it (docs/deploy.md#nginx). */
async function sendOwnPage(
  c: Context,
  parts: PageParts,
  url: URL,
  language: "en" | "ne",
  cookie: string | undefined,
) {
  c.header("Cache-Control", "private, no-cache");
  const page = await renderPage(parts, url, language, cookie);
  if (page.kind === "redirect") return c.redirect(page.location, 302);
  return c.html(page.html, page.status as 200);
}

/**
 * A page alike for every signed-out visitor in a language (404s and redirects too, or nginx
 * would queue their requests): a shared cache keeps it 5 s, then 5 s more while it asks again;
 * a browser asks each time, with the ETag (docs/deploy.md#nginx).
 */
function sendSharedPage(c: Context, page: KeptPage) {
  c.header("Cache-Control", "public, max-age=0, s-maxage=5, stale-while-revalidate=5");
  if (page.kind === "redirect") return c.redirect(page.location, 302);
  if (page.etag) {
    c.header("ETag", page.etag);
    if (c.req.header("If-None-Match") === page.etag) return c.body(null, 304);
  }
  c.header("Content-Type", "text/html; charset=UTF-8");
  if (page.gzip && ACCEPTS_GZIP.test(c.req.header("Accept-Encoding") ?? "")) {
    c.header("Vary", "Accept-Encoding", { append: true });
    c.header("Content-Encoding", "gzip");
    return c.body(page.gzip(), page.status as 200);
  }
  return c.body(page.body, page.status as 200);
}

type KeptPage = Awaited<ReturnType<ReturnType<typeof createPageCache>["get"]>>;

/**
 * Set before serveStatic responses (its onFound runs after the response is made, too late for
 * a header); a path that is no file goes on to index.html, which says no-cache itself.
 */
const cacheControl =
  (value: string): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") c.header("Cache-Control", value);
    await next();
  };

/** favicon.ico, robots.txt and the like: a last segment with an extension. */
const isFilePath = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf("/")));
