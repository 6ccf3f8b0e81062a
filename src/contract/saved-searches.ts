import { z } from "zod";
import { singleLine } from "./text";

/** A person's saved `/pets` searches and their e-mail alerts (docs/product.md#saved-searches). */

/** How many searches one person may keep: each is matched against every newly listed pet. */
export const SAVED_SEARCH_LIMIT = 20;
export const SEARCH_NAME_LIMIT = 80;
const QUERY_LIMIT = 1000;

/** POST /api/saved-searches: a name and the `/pets` query string, e.g. `category=Dog&age=baby`. */
export const SaveSearchRequest = z.object({
  name: singleLine(
    z
      .string({ error: "Please name the search" })
      .trim()
      .min(1, "Please name the search")
      .max(SEARCH_NAME_LIMIT, `A search's name can be at most ${SEARCH_NAME_LIMIT} characters`),
    "A search's name",
  ),
  query: z
    .string({ error: "query must be the /pets query string" })
    .max(QUERY_LIMIT, `query can be at most ${QUERY_LIMIT} characters`)
    .meta({
      description: "The /pets query string, with or without its `?`; page and limit are dropped",
    }),
});
export type SaveSearchRequest = z.infer<typeof SaveSearchRequest>;

export const SavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The `/pets` query string as kept: open `/pets?<query>` to see the search. */
  query: z.string(),
  paused: z.boolean(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchList = z.object({ searches: z.array(SavedSearch) });
export type SavedSearchList = z.infer<typeof SavedSearchList>;

export const SavedSearchIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "The search id must be a number")
    .transform(Number)
    .pipe(z.number().int().min(1, "The search id must be a number").max(2_147_483_647)),
});

/** PATCH /api/saved-searches/{id}: pause or resume its alerts. */
export const UpdateSavedSearchRequest = z.object({
  paused: z.boolean({ error: "paused must be true or false" }),
});

/** GET or POST /api/alerts/unsubscribe?token=…: the signed token of an alert's link. */
export const UnsubscribeQuery = z.object({
  token: z
    .string({ error: "token is required" })
    .max(300, "This link is not valid")
    .meta({ description: "The token from the alert's unsubscribe link" }),
});

export const UnsubscribeResponse = z.object({
  ok: z.literal(true),
  /** The searches whose alerts stopped; they stay on the dashboard, paused. */
  names: z.array(z.string()),
});
