import { z } from "zod";

import { APPLICATION_STATUSES, GENDERS, POST_STATUSES, STORE_STATUSES } from "./pets-values";

export * from "./pets-values";

export const Gender = z.enum(GENDERS);
export const PostStatus = z.enum(POST_STATUSES);
export const StoreStatus = z.enum(STORE_STATUSES);
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);

/** A pet category (species), as the API lists it. */
export const Category = z.object({
  id: z.number().int(),
  category: z.string(),
  /** Its Nepali name; null where none was given (the English name is shown). */
  category_ne: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});
export type Category = z.infer<typeof Category>;
