import { imageUrl } from "../../../contract/catalogue";
import type { AppDeps } from "../../deps";
import { shareTags } from "../../web/share-tags";
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
 * page's: a shared link previews with the store's photo and words in apps that run no scripts.
 */
export function renderStoreHead({ db, config }: AppDeps): HeadRenderer {
  return async (path) => {
    const id = STORE_PATH.exec(path)?.[1];
    if (!id) return undefined;
    const store = await readStoreProfile(db, Number(id)).catch(() => undefined);
    if (!store) return undefined;
    const image = store.image_key
      ? config.publicUrl + imageUrl(store.image_key, SHARE_WIDTH)
      : `${config.publicUrl}/images/about-header.webp`;
    return shareTags({
      title: `${store.title} · ${config.site.name}`,
      description: excerpt(store.description),
      url: `${config.publicUrl}/stores/${store.id}`,
      site: config.site.name,
      shareTitle: `${store.title} · ${store.location}`,
      twitterTitle: store.title,
      image: { src: image, alt: store.title },
    }).join("\n    ");
  };
}
