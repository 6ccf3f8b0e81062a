import { z } from "zod";
import {
  filterValues,
  PetProfile,
  PROFILE_FILTERS,
  type ProfileFilterParam,
  type ProfileFilters,
} from "./pet-profile";
import { Category, GENDERS, Gender, PostStatus, StoreStatus } from "./pets";

/** The public catalogue: the pet list, a pet's page, its images and favourites. */

export const CategoryList = z.array(Category);

export const PET_SORTS = ["newest", "oldest", "name"] as const;
export type PetSort = (typeof PET_SORTS)[number];

export const PETS_PAGE_SIZE = 24;
export const MAX_PETS_LIMIT = 100;
export const MAX_SEARCH_LENGTH = 100;
/** The widths /f/{key}?w= serves: a store logo, a card (1x and 2x) and the detail view. */
export const IMAGE_WIDTHS = [96, 200, 400, 800, 1200] as const;

/** A comma-separated list of known values, e.g. `age=baby,young`; one unknown value refuses the whole parameter. */
const listOf = (name: string, values: readonly string[]) =>
  z
    .string()
    .optional()
    .transform((text) => (text ? text.split(",").filter(Boolean) : []))
    .refine((list) => list.every((value) => values.includes(value)), {
      error: `${name} must be one of ${values.join(", ")}`,
    })
    .meta({ description: `Comma-separated, any of: ${values.join(", ")}` });

/** One list parameter per profile filter (`age=baby,young`, `good_with=children`). */
const profileFilterQuery = Object.fromEntries(
  PROFILE_FILTERS.map((filter) => [filter.param, listOf(filter.param, filterValues(filter))]),
) as unknown as {
  [P in ProfileFilterParam]: z.ZodType<ProfileFilters[P], string | undefined>;
};

const positiveInt = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, `${name} must be at least 1`)
        .max(max, `${name} must be at most ${max}`),
    );

const search = (name: string) =>
  z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, `${name} must be at most ${MAX_SEARCH_LENGTH} characters`)
    .optional()
    .transform((text) => text || undefined);

/** GET /api/pets query: gender and category, plus search, the profile's filters, sort and paging. */
export const PetsQuery = z.object({
  gender: z.enum(GENDERS, { error: "gender must be male or female" }).optional(),
  /** A category id or a category name, matched case-insensitively (the home tiles link /pets?category=Cat). */
  category: search("category"),
  q: search("q"),
  location: search("location"),
  ...profileFilterQuery,
  sort: z
    .enum(PET_SORTS, { error: `sort must be one of ${PET_SORTS.join(", ")}` })
    .default("newest"),
  page: positiveInt("page", 100_000).default(1),
  limit: positiveInt("limit", MAX_PETS_LIMIT).default(PETS_PAGE_SIZE),
});
export type PetsQuery = z.output<typeof PetsQuery>;

/** The first photo of a pet, with its size so pages reserve the space before it loads. */
export const PetCover = z.object({
  image_key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PetCover = z.infer<typeof PetCover>;

/** A pet list item: pet {id, name}, categories {category}, vendor {image_key, location, title}. */
export const PetListItem = z.object({
  pet: z.object({
    id: z.number().int(),
    name: z.string(),
    gender: Gender,
    breed: z.string().nullable(),
    age_group: PetProfile.shape.age_group,
    size: PetProfile.shape.size,
    post_status: PostStatus,
    created_at: z.string(),
    /** An adoption request for this pet has been approved: it is probably spoken for. */
    adoption_pending: z.boolean(),
  }),
  categories: z.object({ id: z.number().int(), category: z.string() }),
  vendor: z.object({
    id: z.number().int(),
    title: z.string(),
    image_key: z.string().nullable(),
    location: z.string(),
  }),
  image: PetCover.nullable(),
});
export type PetListItem = z.infer<typeof PetListItem>;
export const PetList = z.array(PetListItem);

export const PetImage = z.object({
  id: z.number().int(),
  image_key: z.string(),
  /** Where the original is served; add ?w= (one of IMAGE_WIDTHS) for a WebP of that width. */
  url: z.string(),
  position: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PetImage = z.infer<typeof PetImage>;
export const PetImageList = z.array(PetImage);

/** A pet's detail: a list whose first item holds pet, categories and vendor. */
export const PetDetailItem = z.object({
  pet: z
    .object({
      id: z.number().int(),
      name: z.string(),
      description: z.string(),
      gender: Gender,
      post_status: PostStatus,
      created_at: z.string(),
      adoption_pending: z.boolean(),
    })
    .extend(PetProfile.shape),
  categories: z.object({ id: z.number().int(), category: z.string() }),
  vendor: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image_key: z.string().nullable(),
    location: z.string(),
    status: StoreStatus,
  }),
  /** The pet's photos in display order, so the page needs one request. */
  images: PetImageList,
});
export type PetDetailItem = z.infer<typeof PetDetailItem>;
export const PetDetail = z.array(PetDetailItem);

/** A pet id in a path: digits only, within a 32-bit integer column (a longer one is a 400, never a 500). */
const PetId = z
  .string()
  .regex(/^\d{1,10}$/, "The pet id must be a number")
  .transform(Number)
  .pipe(z.number().int().min(1, "The pet id must be a number").max(2_147_483_647));
export const PetIdParam = z.object({ id: PetId });
export const FavouritePetIdParam = z.object({ petId: PetId });

export const FavouriteState = z.object({
  pet_id: z.number().int(),
  is_favourite: z.boolean(),
});
export type FavouriteState = z.infer<typeof FavouriteState>;
export const FavouriteList = PetList;

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

/** A pet without photos shows its species' placeholder (Cat, Dog, Hamster, or the 'other' one). */
export const placeholderImage = (category: string) => {
  const name = category.toLowerCase();
  return {
    src: `/placeholders/${["cat", "dog", "hamster"].includes(name) ? name : "other"}.webp`,
    width: 800,
    height: 600,
  };
};
