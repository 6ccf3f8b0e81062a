import { imageUrl } from "../../../contract/catalogue";
import type { AppDeps } from "../../deps";
import { escapeHtml } from "../../web/page-html";
import type { HeadRenderer } from "../../web/spa";
import { readStoreProfile } from "./store-profile";

const STORE_PATH = /^\/stores\/(\d{1,9})\/?$/i;
const DESCRIPTION_LENGTH = 200;
const SHARE_WIDTH = 1200;

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  return `${flat.slice(0, flat.lastIndexOf(" ", DESCRIPTION_LENGTH - 1) || DESCRIPTION_LENGTH)}…`;
};

/**
 * Title, description and Open Graph tags of an active store's page (/stores/{id}), as the pet
 * page's: a shared link previews with the centre's photo and words in apps that run no scripts.
 */
export function renderStoreHead({ db, config }: AppDeps): HeadRenderer {
  return async (path) => {
    const id = STORE_PATH.exec(path)?.[1];
    if (!id) return undefined;
    const store = await readStoreProfile(db, Number(id)).catch(() => undefined);
    if (!store) return undefined;
    const site = config.site.name;
    const title = `${store.title} · ${site}`;
    const description = excerpt(store.description);
    const url = `${config.publicUrl}/stores/${store.id}`;
    const image = store.image_key
      ? config.publicUrl + imageUrl(store.image_key, SHARE_WIDTH)
      : `${config.publicUrl}/images/about-header.webp`;
    const meta = (attribute: "name" | "property", key: string, value: string) =>
      `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
    return [
      `<title>${escapeHtml(title)}</title>`,
      meta("name", "description", description),
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta("property", "og:type", "website"),
      meta("property", "og:site_name", site),
      meta("property", "og:title", `${store.title} · ${store.location}`),
      meta("property", "og:description", description),
      meta("property", "og:url", url),
      meta("property", "og:image", image),
      meta("property", "og:image:alt", store.title),
      meta("name", "twitter:card", "summary_large_image"),
      meta("name", "twitter:title", store.title),
      meta("name", "twitter:description", description),
      meta("name", "twitter:image", image),
    ].join("\n    ");
  };
}
