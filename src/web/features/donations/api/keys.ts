import type { AdminDonationsQuery } from "../../../../contract/donations";

/** The donations' cache keys: a mutation invalidates exactly the lists it changes. */
export const donationKeys = {
  recent: ["donations", "recent"] as const,
  outcome: (id: string, answer: unknown) => ["donations", "outcome", id, answer] as const,
  admin: ["admin", "donations"] as const,
  adminPage: (query: AdminDonationsQuery) => ["admin", "donations", "list", query] as const,
  adminSummary: ["admin", "donations", "summary"] as const,
};
