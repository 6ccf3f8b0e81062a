import { z } from "zod";

/**
 * The fixed values for a pet, its store and a request, spelled as stored and sent; shared by
 * the database, the API and the forms.
 */
export const GENDERS = ["male", "female"] as const;
/** `adopted`: an owner marks a pet adopted and it leaves the listing. */
export const POST_STATUSES = ["draft", "published", "adopted"] as const;
export const STORE_STATUSES = ["pending", "active"] as const;
export const APPLICATION_STATUSES = ["pending", "Approved", "Rejected", "Withdrawn"] as const;

export const Gender = z.enum(GENDERS);
export const PostStatus = z.enum(POST_STATUSES);
export const StoreStatus = z.enum(STORE_STATUSES);
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);

/** A pet category (species), as the API lists it. */
export const Category = z.object({
  id: z.number().int(),
  category: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type Category = z.infer<typeof Category>;
