import type { RenderResult } from "../../contract/render-result";
import type { Config } from "../config";
import { keepHeadResponse } from "./head-response";
import { escapeHtml, withHead } from "./page-html";
import type { ApiCall, Renderer } from "./renderer";
import type { HeadRenderer, ReadResponse } from "./spa";

/** What every server render of a page needs, made once per app. */
export interface PageParts {
  /** index.html with the site settings inlined (page-html.ts). */
  index: string;
  renderer: () => Promise<Renderer>;
  renderHead: HeadRenderer;
  /** The app's own API, which a render reads in-process. */
  api: ApiCall;
  publicResponse: ReadResponse;
  /** The stylesheets a render's modules need beyond the entry's (page-assets.ts). */
  assetsOf: (modules: string[]) => string;
  site: Config["site"];
}

export type RenderedPage =
  { kind: "page"; status: number; html: string } | { kind: "redirect"; location: string };

/**
 * A page rendered on the server in the visitor's language with its data (decision 034);
 * `cookie`: a signed-in visitor's, which her render reads the API with.
 */
export async function renderPage(
  parts: PageParts,
  url: URL,
  language: "en" | "ne",
  cookie: string | undefined,
  read: ApiCall = parts.api,
): Promise<RenderedPage> {
  const { reading, headResponse } = keepHeadResponse(
    read,
    parts.renderHead.responsePath?.(url.pathname),
    parts.publicResponse,
  );
  const rendered: RenderResult = await (
    await parts.renderer()
  ).render({ api: reading, cookie }, url.href, language, parts.site, cookie !== undefined);
  if (rendered.kind === "redirect") return rendered;
  const { meta } = rendered;
  let head = (await parts.renderHead(url.pathname, language, headResponse)) ?? "";
  if (meta.title && !head.includes("<title>")) {
    head = `<title>${escapeHtml(meta.title)}</title>${head}`;
  }
  if (meta.description && !head.includes('name="description"')) {
    head = `<meta name="description" content="${escapeHtml(meta.description)}" />${head}`;
  }
  // After the entry's stylesheet, as when the browser loads a page's own: its rules win ties.
  // No font is preloaded: the phones this site is for carry its Devanagari font (global.css).
  const assets = parts.assetsOf(rendered.modules);
  const html = withHead(parts.index, head)
    .replace("</head>", () => `${assets}</head>`)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${rendered.html}</div>${rendered.stateScript}`,
    );
  return { kind: "page" as const, status: rendered.status, html };
}
