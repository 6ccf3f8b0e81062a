import {
  categoryName,
  imageSrcSet,
  imageUrl,
  PHOTO_LAYOUT,
  type PetDetailItem,
  type PetImage,
  placeholderImage,
} from "../../../contract/catalogue";
import type { AppDeps } from "../../deps";
import { escapeHtml } from "../../web/page-html";
import type { HeadRenderer } from "../../web/spa";

const PET_PATH = /^\/pets\/(\d{1,9})\/?$/i;
const DESCRIPTION_LENGTH = 200;
const SHARE_WIDTH = 1200;

/** The start of a text, cut at a word, for previews that show a line or two. */
function excerpt(text: string, length = DESCRIPTION_LENGTH) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  return `${flat.slice(0, flat.lastIndexOf(" ", length - 1) || length).replace(/[,.;:!?-]+$/, "")}…`;
}

/** The first photo at the width previews use, or the species placeholder. */
function shareImage(photo: PetImage | undefined, category: string) {
  if (!photo) return placeholderImage(category);
  const width = Math.min(photo.width, SHARE_WIDTH);
  return {
    src: imageUrl(photo.image_key, SHARE_WIDTH),
    width,
    height: Math.round((photo.height * width) / photo.width),
  };
}

/**
 * Title, description and Open Graph / Twitter tags of a public pet, written into the
 * HTML of /pets/{id}: link previews in Facebook, WhatsApp and Viber come from crawlers
 * that run no JavaScript. The first photo is also preloaded with the carousel's own
 * srcset and sizes, so a phone starts fetching it before the app's code arrives. It is made
 * from the public answer of /api/pets/{id}, the one the page's render reads too.
 */
export function renderPetHead({ config }: AppDeps): HeadRenderer {
  const responsePath = (path: string) => {
    const id = PET_PATH.exec(path)?.[1];
    return id ? `/api/pets/${Number(id)}` : undefined;
  };
  const render: HeadRenderer = async (path, language, answer) => {
    const apiPath = responsePath(path);
    if (!apiPath) return undefined;
    const found = (await answer(apiPath)) as PetDetailItem[] | undefined;
    if (!found?.[0]) return undefined;
    const { pet, categories, vendor: store, images } = found[0];

    const site = config.site.name;
    const title = `${pet.name} · ${site}`;
    const shareTitle = `${pet.name} · ${categoryName(categories, language)} · ${store.title}`;
    const description = excerpt(pet.description);
    const url = `${config.publicUrl}/pets/${pet.id}`;
    const photo = images[0];
    const image = shareImage(photo, categories.category);

    const meta = (attribute: "name" | "property", key: string, value: string | number) =>
      `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
    return [
      `<title>${escapeHtml(title)}</title>`,
      meta("name", "description", description),
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta("property", "og:type", "website"),
      meta("property", "og:site_name", site),
      meta("property", "og:title", shareTitle),
      meta("property", "og:description", description),
      meta("property", "og:url", url),
      meta("property", "og:image", config.publicUrl + image.src),
      meta("property", "og:image:width", image.width),
      meta("property", "og:image:height", image.height),
      meta("property", "og:image:alt", pet.name),
      meta("name", "twitter:card", "summary_large_image"),
      meta("name", "twitter:title", shareTitle),
      meta("name", "twitter:description", description),
      meta("name", "twitter:image", config.publicUrl + image.src),
      photo
        ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(
            imageSrcSet(photo.image_key, PHOTO_LAYOUT.detail.widths),
          )}" imagesizes="${PHOTO_LAYOUT.detail.sizes}" />`
        : "",
    ]
      .filter(Boolean)
      .join("\n    ");
  };
  return Object.assign(render, { responsePath });
}
