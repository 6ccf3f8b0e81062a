/** Query keys of the store view; mutations invalidate exactly what they change. */
export const vendorKeys = {
  me: ["vendor", "me"] as const,
  pets: (vendorId: number) => ["vendor", "pets", vendorId] as const,
  petsPage: (vendorId: number, page: number) => ["vendor", "pets", vendorId, page] as const,
  /** The same key as the catalogue's species filter: one cached list for both. */
  categories: ["categories"] as const,
};
