import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PAGE_SIZE, VendorPetList } from "../../../../contract/vendor";
import { apiFetch } from "../../../lib/http";

/** Every page of one store's pets (or of every store's, without an id): what a change invalidates. */
export const vendorPetsKey = (vendorId?: number) =>
  vendorId === undefined ? (["petsByVendor"] as const) : (["petsByVendor", vendorId] as const);

/** GET /api/petsByVendor: one page of the store's pets, with the store's total. */
export async function getVendorPets(vendorId: number, page: number, signal?: AbortSignal) {
  let total = 0;
  const items = await apiFetch(
    `/petsByVendor?vendor_id=${vendorId}&page=${page}&limit=${PAGE_SIZE}`,
    VendorPetList,
    {
      signal,
      onResponse: (response) => (total = Number(response.headers.get("X-Total-Count"))),
    },
  );
  return { items, total };
}

export const vendorPetsQuery = (vendorId: number, page: number) =>
  queryOptions({
    queryKey: [...vendorPetsKey(vendorId), page],
    queryFn: ({ signal }) => getVendorPets(vendorId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useVendorPets = (vendorId: number, page: number) =>
  useQuery(vendorPetsQuery(vendorId, page));
