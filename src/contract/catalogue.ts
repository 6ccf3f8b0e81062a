import { z } from "zod";
import { HealthSummary } from "./animal-records";
import {
  filterValues,
  PROFILE_FILTERS,
  type ProfileFilterParam,
  type ProfileFilters,
} from "./pet-profile";
import { PetProfile } from "./pet-profile-schemas";
import {
  FEE_FILTERS,
  MAX_PETS_LIMIT,
  MAX_SEARCH_LENGTH,
  PET_SORTS,
  PETS_PAGE_SIZE,
} from "./catalogue-values";
import { DistrictName, ProvinceName } from "./place-fields";
import { Category, GENDERS, Gender, PostStatus, StoreStatus } from "./pets";

export * from "./catalogue-values";

/** The public catalogue: the pet list, a pet's page, its images and favourites. */

export const CategoryList = z.array(Category);

/** A pet's category as its card and page show it: both names, for the reader's language. */
const CategoryNames = Category.pick({ id: true, category: true, category_ne: true });

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

/** GET /api/pets query: gender, category and place, plus search, the profile's filters, sort and paging. */
export const PetsQuery = z.object({
  gender: z.enum(GENDERS, { error: "gender must be male or female" }).optional(),
  /** A category id or a category name, matched case-insensitively (the home tiles link /pets?category=Cat). */
  category: search("category"),
  q: search("q"),
  location: search("location"),
  /** The store's province and district, by English name; unknown ones are refused. */
  province: ProvinceName,
  district: DistrictName,
  /** One store's pets (its page, docs/product.md#a-stores-page). */
  store: positiveInt("store", 2_147_483_647).optional(),
  ...profileFilterQuery,
  /** Words of the breed or the colour, in either script (docs/product.md#search-and-filters). */
  breed: search("breed"),
  colour: search("colour"),
  fee: z.enum(FEE_FILTERS, { error: `fee must be one of ${FEE_FILTERS.join(", ")}` }).optional(),
  /** `yes`: only pets with a video. */
  video: z.enum(["yes"], { error: "video must be yes" }).optional(),
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

/** A store's province and district (English names, src/contract/places.ts), or null if not chosen yet. */
const StorePlace = z.object({ province: z.string().nullable(), district: z.string().nullable() });

/** A pet list item: pet {id, name}, categories {category}, vendor {image_key, location, title}. */
export const PetListItem = z.object({
  pet: z.object({
    id: z.number().int(),
    name: z.string(),
    name_ne: PetProfile.shape.name_ne,
    gender: Gender,
    breed: z.string().nullable(),
    breed_ne: PetProfile.shape.breed_ne,
    age_group: PetProfile.shape.age_group,
    size: PetProfile.shape.size,
    post_status: PostStatus,
    created_at: z.string(),
    /** An adoption request for this pet has been approved: it is probably spoken for. */
    adoption_pending: z.boolean(),
    fee: PetProfile.shape.fee,
    /** For "about 2 years" and "waiting 3 months" (contract/pet-age.ts). */
    birth_date: PetProfile.shape.birth_date,
    intake_date: PetProfile.shape.intake_date,
  }),
  categories: CategoryNames,
  vendor: z.object({
    id: z.number().int(),
    title: z.string(),
    image_key: z.string().nullable(),
    location: z.string(),
    ...StorePlace.shape,
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
  categories: CategoryNames,
  vendor: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    image_key: z.string().nullable(),
    location: z.string(),
    ...StorePlace.shape,
    status: StoreStatus,
  }),
  /** The pet's photos in display order, so the page needs one request. */
  images: PetImageList,
  /** Its YouTube or Facebook video links, at most two (contract/pet-videos.ts). */
  videos: z.array(z.string()),
  /** What its health records say, for its badges (contract/animal-records.ts). */
  health: HealthSummary,
});
export type PetDetailItem = z.infer<typeof PetDetailItem>;
export const PetDetail = z.array(PetDetailItem);

/**
 * GET /api/pets/{id}/similar: up to 6 listed pets of the same species, nearest first
 * (docs/product.md#similar-pets). An answer of its own, so a pet's answer stays small.
 */
export const SimilarPetList = PetList;

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
