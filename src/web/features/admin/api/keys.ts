import type { AdminVendorsQuery } from "../../../../contract/admin";

/** The admin area's cache keys: a mutation invalidates exactly the lists it changes. */
export const adminKeys = {
  vendors: ["admin", "vendors"] as const,
  vendorPage: (query: AdminVendorsQuery) => ["admin", "vendors", query] as const,
  stats: ["admin", "stats"] as const,
  categories: ["admin", "categories"] as const,
};
