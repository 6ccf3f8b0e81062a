import { z } from "zod";

/** The configuration the browser may see (SITE_NAME, contact details, wallets…); nothing secret. */
export const SiteConfig = z.object({
  name: z.string(),
  /** PUBLIC_URL: where shared links point (the server renders them too, before it knows a window). */
  url: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactAddress: z.string(),
  social: z.object({ facebook: z.string(), instagram: z.string(), tiktok: z.string() }),
  /** The wallets' IDs for their QR codes; null for one not set up (ESEWA_ID, KHALTI_ID). */
  wallets: z.object({ esewa: z.string().nullable(), khalti: z.string().nullable() }),
  /** Which wallets take a verified online donation; the QR codes show either way. */
  donations: z.object({ esewa: z.boolean(), khalti: z.boolean() }),
  googleSignIn: z.boolean(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
