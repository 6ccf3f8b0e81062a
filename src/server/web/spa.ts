import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import type { AppDeps } from "../deps";

/** Extra `<head>` markup for a path (e.g. a pet's Open Graph tags), filled in for crawlers that run no JavaScript. */
export type HeadRenderer = (path: string) => Promise<string | undefined>;

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Serves the built SPA: hashed assets cached for a year, every other path gets
 * index.html with the public site settings inlined (one round trip fewer on slow networks).
 */
export interface SpaOptions {
  webRoot?: string;
  renderHead?: HeadRenderer;
}

export function spaRoutes(
  { config }: AppDeps,
  { webRoot = config.webRoot, renderHead = async () => undefined }: SpaOptions = {},
) {
  const indexFile = resolve(webRoot, "index.html");
  const template = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined;
  const baseIndex = template
    ?.replace(
      "<!--site-config-->",
      () => `<script id="site-config" type="application/json">${escapeJson(config.site)}</script>`,
    )
    .replaceAll("__SITE_NAME__", () => escapeHtml(config.site.name));

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
      const head = await renderHead(c.req.path);
      c.header("Cache-Control", "no-cache");
      return c.html(head ? withHead(baseIndex, head) : baseIndex);
    });
}

/**
 * Set before serveStatic answers (its onFound runs after the response is made, too late for
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
