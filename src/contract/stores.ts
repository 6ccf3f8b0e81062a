import { z } from "zod";
import { PetImage } from "./catalogue";
import { PetProfile, ProfileInput } from "./pet-profile-schemas";
import { checkStorePlace, DistrictName, ProvinceName } from "./place-fields";
import { MAX_VIDEOS, normalVideoLink, parseVideoLink } from "./pet-videos";
import { GENDERS, PostStatus, StoreStatus } from "./pets";
import { StoreRole } from "./store-teams";
import { multiLine, singleLine, typedText } from "./text";

/** A store (the API's vendor): a rescue shelter or pet shop, run by its team (store-roles.ts). */
export const Store = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  image_key: z.string().nullable(),
  status: StoreStatus,
  /** English names (src/contract/places.ts); null until the store picks them. */
  province: z.string().nullable(),
  district: z.string().nullable(),
  /** Free text shown on the store's page; null when not given. */
  opening_hours: z.string().nullable(),
  /** Whether the store's page shows its owner's verified number (docs/product.md#a-stores-page). */
  show_phone: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Store = z.infer<typeof Store>;

/**
 * GET /api/vendors/{id}/profile: an active store as a visitor sees it. Nothing of its owner but
 * the verified number she chose to show; its listed pets come from GET /api/pets?store={id}.
 */
export const StoreProfile = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  image_key: z.string().nullable(),
  opening_hours: z.string().nullable(),
  /** The owner's verified number, only when the store shows it; null otherwise. */
  phone: z.string().nullable(),
  /** When the store was first listed (set active). */
  listed_since: z.string().nullable(),
  /** Its pets on the listing now, and those that went home with an adopter. */
  counts: z.object({ listed: z.number().int(), adopted: z.number().int() }),
});
export type StoreProfile = z.infer<typeof StoreProfile>;

export const MAX_OPENING_HOURS = 300;

const required = (message: string, max: number) =>
  typedText({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters, please`);

const storeFields = {
  storeName: singleLine(required("Store name is required", 120), "Store Name"),
  storeDescription: multiLine(required("Description is required", 2000), "The description"),
  // Shown on one line on cards and the store's page, like the name.
  storeLocation: singleLine(required("Location is required", 200), "Location"),
  // Optional for the API's older clients; the web's form asks for both (docs/product.md#places).
  province: ProvinceName,
  district: DistrictName,
  // A few lines in the store's own words ("Sun–Fri 10:00–17:00, Sat closed"); empty clears it.
  openingHours: multiLine(
    typedText().trim().max(MAX_OPENING_HOURS, `At most ${MAX_OPENING_HOURS} characters, please`),
    "Opening hours",
  )
    .transform((text) => text || null)
    .optional(),
  showPhone: z.boolean({ error: "showPhone must be true or false" }).optional(),
};

/** The Create store form: name, description and address line required; province and district together. */
export const CreateStoreRequest = z.object(storeFields).superRefine(checkStorePlace);
export type CreateStoreRequest = z.input<typeof CreateStoreRequest>;

/** PATCH /api/vendors/me: any of the store's own fields; province and district together. */
export const UpdateStoreRequest = z
  .object(storeFields)
  .partial()
  .superRefine(checkStorePlace)
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: "Send at least one field to change",
  });
export type UpdateStoreRequest = z.input<typeof UpdateStoreRequest>;

/** The caller's own store (or null) and how many pets it has. */
export const MyStoreResponse = z.object({
  /** The store she last chose, with her role in it. */
  store: z.object({ vendor: Store, role: StoreRole }).nullable(),
  stats: z.object({ petCounts: z.number().int() }),
  /** Every store whose team she is on, to switch between. */
  stores: z.array(z.object({ id: z.number().int(), title: z.string(), role: StoreRole })),
});
export type MyStoreResponse = z.infer<typeof MyStoreResponse>;

/** The Add pet form's required-field messages, word for word, shared by the server and the form. */
export const PET_MESSAGES = {
  name: "Pet name is required",
  description: "Description is required",
  category_id: "Category is required",
  gender: "Gender is required",
  post_status: "Status is required",
} as const;

/** Statuses an owner may choose when adding a pet; `adopted` only makes sense for a pet already listed. */
export const NEW_POST_STATUSES = ["draft", "published"] as const;

const petFields = {
  name: singleLine(required(PET_MESSAGES.name, 80), "Pet Name"),
  description: multiLine(required(PET_MESSAGES.description, 5000), "The description"),
  category_id: z.coerce
    .number({ error: PET_MESSAGES.category_id })
    .int(PET_MESSAGES.category_id)
    .positive(PET_MESSAGES.category_id),
  gender: z.enum(GENDERS, { error: PET_MESSAGES.gender }),
};

const VIDEO_LINK_MESSAGE = "A video must be a YouTube or Facebook video link";

/** Up to two YouTube or Facebook video links, kept in one spelling (contract/pet-videos.ts). */
export const VideoLinks = z
  .array(z.string({ error: VIDEO_LINK_MESSAGE }).trim().max(500, VIDEO_LINK_MESSAGE), {
    error: `Videos must be a list of at most ${MAX_VIDEOS} links`,
  })
  .superRefine((links, ctx) => {
    if (links.length > MAX_VIDEOS) {
      const message = `At most ${MAX_VIDEOS} videos, please`;
      return ctx.addIssue({ code: "custom", message, params: { code: "TOO_MANY_VIDEOS" } });
    }
    links.forEach((link, index) => {
      if (parseVideoLink(link)) return;
      const params = { code: "VIDEO_LINK_NOT_ALLOWED" };
      ctx.addIssue({ code: "custom", path: [index], message: VIDEO_LINK_MESSAGE, params });
    });
  })
  .transform((links) => [...new Set(links.map((link) => normalVideoLink(parseVideoLink(link)!)))])
  .meta({ description: "YouTube (watch, youtu.be, shorts) or Facebook (videos, fb.watch) links" });

/** The new pet payload, plus the optional profile. */
export const NewPetRequest = z.object({
  vendor_id: z.number({ error: "vendor_id is required" }).int().positive(),
  ...petFields,
  post_status: z.enum(NEW_POST_STATUSES, { error: PET_MESSAGES.post_status }),
  ...ProfileInput.shape,
  videos: VideoLinks.optional(),
});
export type NewPetRequest = z.infer<typeof NewPetRequest>;

/** PATCH /api/pets/{id}: any of the pet's fields; `adopted` takes it off the listing. */
export const PetUpdateRequest = z
  .object({
    ...petFields,
    post_status: z.enum(["draft", "published", "adopted"], { error: PET_MESSAGES.post_status }),
    ...ProfileInput.shape,
    videos: VideoLinks,
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, "Send at least one field to change");
export type PetUpdateRequest = z.infer<typeof PetUpdateRequest>;

/** A pet as its owner sees it: every field, whatever its status. */
export const OwnedPet = z.object({
  id: z.number().int(),
  vendor_id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  gender: z.enum(GENDERS),
  post_status: PostStatus,
  ...PetProfile.shape,
  /** Its video links, as kept (contract/pet-videos.ts). */
  videos: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnedPet = z.infer<typeof OwnedPet>;

/**
 * A store's pet in its own list (id, name, gender, post_status), with what the store view shows;
 * its photos are the catalogue's PetImage, in order (the first is the cover).
 */
export const StorePet = OwnedPet.extend({
  category: z.string(),
  category_ne: z.string().nullable(),
  images: z.array(PetImage),
});
export type StorePet = z.infer<typeof StorePet>;
export const StorePetList = z.array(StorePet);

/** Pages of GET /api/petsByVendor; the total is in the X-Total-Count header. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** PUT /api/pets/{id}/images/order: every image of the pet, once, in the new order. */
export const ImageOrderRequest = z.object({
  imageIds: z.array(z.number().int().positive()).min(1, "Send the pet's image ids in order"),
});
export type ImageOrderRequest = z.infer<typeof ImageOrderRequest>;

export const OkResponse = z.object({ ok: z.literal(true) });
