import { z } from "zod";

/** The lists whose opening clears their news (docs/product.md#what-is-new). */
export const NEWS_LISTS = ["requests", "store-requests"] as const;
export type NewsList = (typeof NEWS_LISTS)[number];

/** GET /api/me/news: what is new for the caller, for the header's badge and the tab's title. */
export const News = z.object({
  /** Unread messages over all her conversations, as a person and as a store's owner. */
  unreadMessages: z.number().int().nonnegative(),
  /** Her requests that the store (or the site) changed since she last opened her requests. */
  changedRequests: z.number().int().nonnegative(),
  /** Requests for her store's pets that are new, or withdrawn, since she last opened them. */
  newStoreRequests: z.number().int().nonnegative(),
});
export type News = z.infer<typeof News>;

/** POST /api/me/news/seen: she opened this list. */
export const NewsSeenRequest = z.object({ what: z.enum(NEWS_LISTS) }).strict();
export type NewsSeenRequest = z.infer<typeof NewsSeenRequest>;
