import { escapeHtml } from "./page-html";

/** What a shared link's preview shows of a page (a pet's, a store's). */
export interface SharedPage {
  /** The page's own `<title>`. */
  title: string;
  description: string;
  /** Its canonical address. */
  url: string;
  site: string;
  /** The preview's title in Open Graph; Twitter's too unless `twitterTitle` says otherwise. */
  shareTitle: string;
  twitterTitle?: string;
  /** An absolute address; its size when known. */
  image: { src: string; alt: string; width?: number; height?: number };
}

const meta = (attribute: "name" | "property", key: string, value: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;

/**
 * Title, description and Open Graph / Twitter tags for a page's `<head>`: link previews in
 * Facebook, WhatsApp and Viber come from crawlers that run no JavaScript.
 */
export function shareTags(page: SharedPage): string[] {
  const { image } = page;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta("name", "description", page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", page.site),
    meta("property", "og:title", page.shareTitle),
    meta("property", "og:description", page.description),
    meta("property", "og:url", page.url),
    meta("property", "og:image", image.src),
    ...(image.width === undefined ? [] : [meta("property", "og:image:width", image.width)]),
    ...(image.height === undefined ? [] : [meta("property", "og:image:height", image.height)]),
    meta("property", "og:image:alt", image.alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", page.twitterTitle ?? page.shareTitle),
    meta("name", "twitter:description", page.description),
    meta("name", "twitter:image", image.src),
  ];
}
