import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Config } from "../config";
import { EARLY_INPUT_SCRIPT } from "./early-input";

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The built index.html with the public site settings inlined (one round trip fewer on slow
 * networks); undefined before the web app is built.
 */
export function readPageIndex(webRoot: string, site: Config["site"]): string | undefined {
  const indexFile = resolve(webRoot, "index.html");
  const template = existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined;
  return template
    ?.replace(
      "<!--site-config-->",
      // The early script first in the page: it holds taps made before the app is live.
      () =>
        `<script>${EARLY_INPUT_SCRIPT}</script>` +
        `<script id="site-config" type="application/json">${escapeJson(site)}</script>`,
    )
    .replaceAll("__SITE_NAME__", () => escapeHtml(site.name));
}

/**
 * A page's own title and description replace the site-wide ones (crawlers read the first they meet).
 * Text goes in through replacer functions: a string would read $` $& $' in it as parts of the page.
 */
export function withHead(html: string, head: string) {
  let page = html;
  if (head.includes("<title>")) page = page.replace(/<title>[\s\S]*?<\/title>/, "");
  if (/<meta name="description"/.test(head)) {
    page = page.replace(/<meta\s+name="description"[^>]*>/, "");
  }
  return page.replace("<!--head-->", () => head);
}
