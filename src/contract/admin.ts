import { z } from "zod";
import { StoreRole } from "./store-teams";
import {
  APPLICATION_STATUSES,
  ApplicationStatus,
  POST_STATUSES,
  PostStatus,
  STORE_STATUSES,
  StoreStatus,
} from "./pets";

/** The admin's view of a store, with the real figures the original left as placeholders. */
export const AdminStore = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: StoreStatus,
  image_key: z.string().nullable(),
  location: z.string(),
  created_at: z.string(),
  owner_email: z.string(),
  pet_count: z.number().int(),
  /** Its published pets: the ones on the public list while the store is active. */
  listed_pets: z.number().int(),
  pending_applications: z.number().int(),
});
export type AdminStore = z.infer<typeof AdminStore>;

/**
 * GET /api/vendors/{id}: what the admin needs to approve a store, or to take it off the list:
 * its owner, every pet whatever its status, and the adoption requests still open.
 */
export const AdminStoreDetail = AdminStore.extend({
  updated_at: z.string(),
  owner_name: z.string(),
  pets: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      category: z.string(),
      /** The category's Nepali name, where it has one. */
      category_ne: z.string().nullable(),
      post_status: PostStatus,
      /** The cover photo (served from /f/{key}), if it has one. */
      image_key: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** Its team (docs/product.md#a-stores-team), owners first, then by when they joined. */
  members: z.array(
    z.object({ user_id: z.string(), name: z.string(), role: StoreRole, joined_at: z.string() }),
  ),
  open_requests: z.array(
    z.object({
      id: z.number().int(),
      pet_id: z.number().int(),
      pet_name: z.string(),
      applicant_name: z.string(),
      status: ApplicationStatus,
      created_at: z.string(),
    }),
  ),
});
export type AdminStoreDetail = z.infer<typeof AdminStoreDetail>;

export const ADMIN_STORES_PAGE_SIZE = 20;
export const MAX_SEARCH_LENGTH = 100;

/** GET /api/vendors?status&q&page&limit (paged like GET /api/pets) */
export const AdminStoresQuery = z.object({
  status: StoreStatus.optional(),
  q: z.string().trim().max(MAX_SEARCH_LENGTH, "The search is too long").optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_STORES_PAGE_SIZE),
});
export type AdminStoresQuery = z.output<typeof AdminStoresQuery>;

/** One page of stores; the X-Total-Count header says how many match over all pages. */
export const AdminStoreList = z.array(AdminStore);

const Id = z.number({ error: "id must be a number" }).int().positive();

/** POST /api/vendors/update: the admin's 'Set Active' / 'Set Pending'. */
export const UpdateStoreBody = z.object({
  id: Id,
  status: z.enum(STORE_STATUSES, { error: "Status must be active or pending" }),
});
export type UpdateStoreBody = z.infer<typeof UpdateStoreBody>;

/** DELETE /api/vendors and DELETE /api/category. */
export const IdBody = z.object({ id: Id });
export const Deleted = z.object({ id: z.number().int() });

export const MAX_CATEGORY_LENGTH = 40;

/** A Nepali name is written in Devanagari: "Rabbit" typed there would stay English for Nepali readers. */
export const isDevanagari = (text: string) => /\p{Script=Devanagari}/u.test(text);

const EnglishName = z
  .string({ error: "Category name is required" })
  .trim()
  .min(1, "Category name is required")
  .max(MAX_CATEGORY_LENGTH, `A category name has at most ${MAX_CATEGORY_LENGTH} characters`);

const NepaliName = z
  .string({ error: "The Nepali name is required" })
  .trim()
  .min(1, "The Nepali name is required")
  .max(MAX_CATEGORY_LENGTH, `A Nepali name has at most ${MAX_CATEGORY_LENGTH} characters`)
  .refine(isDevanagari, "Write the Nepali name in Devanagari (e.g. खरायो)");

/**
 * POST /api/category: the English name, and the Nepali one the admin's form always asks for. The
 * original API's `{ category }` alone is taken too: that category shows its English name to
 * Nepali readers until an admin adds its Nepali one. An empty name is refused.
 */
export const NewCategoryBody = z.object({
  category: EnglishName,
  category_ne: NepaliName.nullish().transform((name) => name ?? null),
});
export type NewCategoryBody = z.infer<typeof NewCategoryBody>;

/** PUT /api/category/{id}: a category's names, both given again (one form edits both). */
export const CategoryNames = z.object({ category: EnglishName, category_ne: NepaliName });
export type CategoryNames = z.infer<typeof CategoryNames>;

export const CategoryIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "The category id must be a number")
    .transform(Number)
    .pipe(z.number().int().min(1, "The category id must be a number").max(2_147_483_647)),
});

/** The `code` of the category refusals (409), so a client can word them in its own language. */
export const CATEGORY_EXISTS = "CATEGORY_EXISTS";
export const CATEGORY_NEPALI_EXISTS = "CATEGORY_NEPALI_EXISTS";
export const CATEGORY_IN_USE = "CATEGORY_IN_USE";

const countsOf = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z.object({
    total: z.number().int(),
    by_status: z.object(
      Object.fromEntries(statuses.map((status) => [status, z.number().int()])) as {
        [K in T[number]]: z.ZodNumber;
      },
    ),
  });

/** GET /api/admin/stats: the dashboard's summary cards. */
export const AdminStats = z.object({
  vendors: countsOf(STORE_STATUSES),
  pets: countsOf(POST_STATUSES),
  applications: countsOf(APPLICATION_STATUSES),
  users: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStats>;

const textsAgainst = z.object({
  /** Texts counted: codes when asked for, other texts when sent. */
  sent: z.number().int(),
  /** The most the period may have (SMS_HOURLY_BUDGET, SMS_DAILY_BUDGET; a month: 30 or 31 days'). */
  budget: z.number().int(),
});

/** GET /api/admin/sms: the texts of this hour, today and this month against the SMS budget (Nepal time). */
export const SmsUsage = z.object({
  hour: textsAgainst,
  today: textsAgainst,
  month: textsAgainst,
});
export type SmsUsage = z.infer<typeof SmsUsage>;
