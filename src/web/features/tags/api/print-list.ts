import { queryOptions, useQuery } from "@tanstack/react-query";
import { MAX_PAGE_SIZE } from "../../../../contract/stores";
import { apiFetch } from "../../../lib/http";

/**
 * What a store may print tags for: its pets (GET /api/petsByVendor, the first page at its
 * largest) and its community dogs (GET /api/vendors/{id}/community-dogs). At most TAGS_PER_PRINT
 * print at once, so the first pages are enough to choose from.
 */
export const printListQuery = (storeId: number) =>
  queryOptions({
    queryKey: ["tags", "printList", storeId],
    queryFn: async ({ signal }) => {
      const [pets, { dogs }] = await Promise.all([
        apiFetch("GET /petsByVendor", {
          query: { vendor_id: storeId, page: 1, limit: MAX_PAGE_SIZE },
          signal,
        }),
        apiFetch("GET /vendors/:id/community-dogs", {
          param: { id: String(storeId) },
          query: { status: "active" },
          signal,
        }),
      ]);
      return {
        pets: pets.map((pet) => ({ id: pet.id, name: pet.name })),
        // Where each lives tells apart the dogs with no name (or the same one).
        dogs: dogs.map(({ id, name, district, ward, tole }) => ({
          id,
          name,
          place: { district, ward, tole },
        })),
      };
    },
  });

export const usePrintList = (storeId: number) => useQuery(printListQuery(storeId));
