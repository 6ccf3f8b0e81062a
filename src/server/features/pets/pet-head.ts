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
import { shareTags } from "../../web/share-tags";
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

    const shareTitle = `${pet.name} · ${categoryName(categories, language)} · ${store.title}`;
    const photo = images[0];
    const image = shareImage(photo, categories.category);
    const preload = photo
      ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(
          imageSrcSet(photo.image_key, PHOTO_LAYOUT.detail.widths),
        )}" imagesizes="${PHOTO_LAYOUT.detail.sizes}" />`
      : "";
    return [
      ...shareTags({
        title: `${pet.name} · ${config.site.name}`,
        description: excerpt(pet.description),
        url: `${config.publicUrl}/pets/${pet.id}`,
        site: config.site.name,
        shareTitle,
        image: {
          src: config.publicUrl + image.src,
          alt: pet.name,
          width: image.width,
          height: image.height,
        },
      }),
      preload,
    ]
      .filter(Boolean)
      .join("\n    ");
  };
  return Object.assign(render, { responsePath });
}
