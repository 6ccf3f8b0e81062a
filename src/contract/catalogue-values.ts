/*
 * The catalogue's plain values: sorts, page sizes, image addresses and layouts. Apart from its
 * schemas (catalogue.ts), so pages that need only these ship no zod (decision 034).
 */

/** `waiting`: longest waiting first, from the intake date or else the day it was added. */
export const PET_SORTS = ["newest", "oldest", "name", "waiting"] as const;
export type PetSort = (typeof PET_SORTS)[number];

/** The listing's fee filter: no adoption fee, or one to pay (docs/product.md#search-and-filters). */
export const FEE_FILTERS = ["free", "paid"] as const;
export type FeeFilter = (typeof FEE_FILTERS)[number];

export const PETS_PAGE_SIZE = 24;
export const MAX_PETS_LIMIT = 100;
export const MAX_SEARCH_LENGTH = 100;
/** The widths /f/{key}?w= serves: a store logo, a card (1x and 2x) and the detail view. */
export const IMAGE_WIDTHS = [96, 200, 400, 800, 1200] as const;

/** The address of a stored file; with a width, a WebP of that width (the server's sizes are IMAGE_WIDTHS). */
export const imageUrl = (key: string, width?: (typeof IMAGE_WIDTHS)[number]) =>
  width ? `/f/${key}?w=${width}` : `/f/${key}`;

export const imageSrcSet = (key: string, widths: readonly (typeof IMAGE_WIDTHS)[number][]) =>
  widths.map((width) => `${imageUrl(key, width)} ${width}w`).join(", ");

/**
 * How wide a photo is drawn, for `sizes`. The pet page's server-rendered preload uses
 * the same values as the carousel, so the browser fetches the photo once, early.
 */
export const PHOTO_LAYOUT = {
  card: {
    widths: [200, 400, 800],
    sizes: "(min-width: 1320px) 300px, (min-width: 992px) 24vw, (min-width: 576px) 32vw, 50vw",
  },
  detail: {
    widths: [400, 800, 1200],
    sizes: "(min-width: 1320px) 760px, (min-width: 992px) 58vw, 100vw",
  },
} as const;

/**
 * A category's name in the reader's language: its Nepali name in Nepali, where it has one, and
 * its English name otherwise. Every page, and the server's link previews, name a category so.
 */
export const categoryName = (
  names: { category: string; category_ne?: string | null },
  language: string,
) => (language === "ne" && names.category_ne) || names.category;

/** A pet's name or breed in the reader's language: its Nepali one in Nepali, where it has one. */
export const inReadersScript = (
  value: string | null,
  nepali: string | null | undefined,
  language: string,
) => (language === "ne" && nepali) || value;

/**
 * A pet without photos shows its species' placeholder (Cat, Dog, Hamster, or the 'other' one),
 * drawn where a photo would be: 800 px, and 400 px for a phone's card.
 */
export const placeholderImage = (category: string) => {
  const name = category.toLowerCase();
  const file = `/placeholders/${["cat", "dog", "hamster"].includes(name) ? name : "other"}`;
  return {
    src: `${file}.webp`,
    srcSet: `${file}-400.webp 400w, ${file}.webp 800w`,
    width: 800,
    height: 600,
  };
};
