import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import type { AppDeps } from "../deps";
import { hasSessionCookie } from "../lib/session-cookie";
import { EARLY_INPUT_SCRIPT } from "./early-input";
import { createPageCache, type CatalogueChanges } from "./page-cache";
import { pageAssets } from "./page-assets";
import { pickLanguage } from "../lib/request-language";
import type { RenderResult } from "../../contract/render-result";
import { loadRenderer, type ApiCall } from "./renderer";

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

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  const { config } = deps;
  const indexFile = resolve(webRoot, "index.html");
  const template = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined;
  const baseIndex = template
    ?.replace(
      "<!--site-config-->",
      // The early script first in the page: it holds taps made before the app is live.
      () =>
        `<script>${EARLY_INPUT_SCRIPT}</script>` +
        `<script id="site-config" type="application/json">${escapeJson(config.site)}</script>`,
    )
    .replaceAll("__SITE_NAME__", () => escapeHtml(config.site.name));
  const renderer = loadRenderer(resolve(webRoot, "../ssr/server-entry.js"));
  const assetsOf = pageAssets(webRoot);
  const cache = createPageCache(catalogue);
  const publicResponse: ReadResponse = async (apiPath) => {
    const response = await api(apiPath, {});
    return response.status === 200 ? response.json() : undefined;
  };

  /** `cookie`: a signed-in visitor's, which her render reads the API with. */
  async function renderHtml(
    url: URL,
    language: "en" | "ne",
    cookie: string | undefined,
    read: ApiCall = api,
  ) {
    // The head's response is kept when the render reads it public: reading it again cost ~2.6% of a page.
    const wanted = renderHead.responsePath?.(url.pathname);
    let kept: Promise<string> | undefined;
    const reading: ApiCall =
      wanted === undefined
        ? read
        : async (path, init) => {
            const response = await read(path, init);
            const isPublic = response.headers.get("Cache-Control")?.startsWith("public");
            if (path !== wanted || kept || response.status !== 200 || !isPublic) return response;
            kept = response.text();
            return new Response(await kept, response);
          };
    const rendered: RenderResult = await (
      await renderer!()
    ).render({ api: reading, cookie }, url.href, language, config.site, cookie !== undefined);
    if (rendered.kind === "redirect") return rendered;
    const { meta } = rendered;
    const response: ReadResponse = (apiPath) =>
      apiPath === wanted && kept ? kept.then(JSON.parse) : publicResponse(apiPath);
    let head = (await renderHead(url.pathname, language, response)) ?? "";
    if (meta.title && !head.includes("<title>")) {
      head = `<title>${escapeHtml(meta.title)}</title>${head}`;
    }
    if (meta.description && !head.includes('name="description"')) {
      head = `<meta name="description" content="${escapeHtml(meta.description)}" />${head}`;
    }
    // After the entry's stylesheet, as when the browser loads a page's own: its rules win ties.
    // No font is preloaded: the phones this site is for carry its Devanagari font (global.css).
    const assets = assetsOf(rendered.modules);
    const html = withHead(baseIndex!, head)
      .replace("</head>", () => `${assets}</head>`)
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${rendered.html}</div>${rendered.stateScript}`,
      );
    return { kind: "page" as const, status: rendered.status, html };
  }

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
      if (!baseIndex) {
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
      if (!renderer) {
        // No server build (tests of the API alone): the browser draws the page.
        const head = await renderHead(c.req.path, language, publicResponse);
        c.header("Cache-Control", "no-cache");
        return c.html(head ? withHead(baseIndex, head) : baseIndex);
      }
      const url = new URL(c.req.url);
      const cookie = c.req.header("Cookie");
      if (hasSessionCookie(cookie)) {
        // Hers alone, redirects too: no shared cache may keep it (docs/deploy.md#nginx).
        c.header("Cache-Control", "private, no-cache");
        const page = await renderHtml(url, language, cookie);
        if (page.kind === "redirect") return c.redirect(page.location, 302);
        return c.html(page.html, page.status as 200);
      }
      // No session cookie: a caller without credentials (decision 046).
      const page = await cache.get(`${language} ${url.pathname}${url.search}`, api, (read) =>
        renderHtml(url, language, undefined, read),
      );
      // Alike for every signed-out visitor in a language (404s and redirects too, or nginx would
      // queue their requests): a shared cache keeps it 5 s, then 5 s more while it asks again; a
      // browser asks each time, with the ETag (docs/deploy.md#nginx).
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
    });
}

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

/**
 * A page's own title and description replace the site-wide ones (crawlers read the first they meet).
 * Text goes in through replacer functions: a string would read $` $& $' in it as parts of the page.
 */
function withHead(html: string, head: string) {
  let page = html;
  if (head.includes("<title>")) page = page.replace(/<title>[\s\S]*?<\/title>/, "");
  if (/<meta name="description"/.test(head)) {
    page = page.replace(/<meta\s+name="description"[^>]*>/, "");
  }
  return page.replace("<!--head-->", () => head);
}
