import { queryOptions, useQuery } from "@tanstack/react-query";
import { petsKey } from "../../../lib/api/pets";
import { ApiError, apiFetch } from "../../../lib/http";

/** How many of its listed pets a store's page shows before "See all". */
export const STORE_PETS_LIMIT = 12;
/** The listing's query for a store's pets: the page's loader fetches it ahead. */
export const storePetsSearch = (storeId: string, page = 1) =>
  `store=${encodeURIComponent(storeId)}&limit=${STORE_PETS_LIMIT}${page > 1 ? `&page=${page}` : ""}`;

/** GET /api/vendors/{id}/profile: an active store's public page (404 for any other). */
export const storeProfileQuery = (storeId: string) =>
  queryOptions({
    // Under the pets' key: a change the owner makes refreshes it with the catalogue.
    queryKey: [...petsKey, "store", storeId],
    // The id comes from the page's address, decoded: encoded again it cannot become another path.
    queryFn: ({ signal }) =>
      apiFetch("GET /vendors/:id/profile", { param: { id: storeId }, signal }),
    // An unknown or pending store will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export const useStoreProfile = (storeId: string) => useQuery(storeProfileQuery(storeId));

export const isStoreMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
