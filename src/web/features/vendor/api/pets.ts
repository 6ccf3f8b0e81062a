import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  OkResponse,
  OwnedPet,
  PAGE_SIZE,
  VendorPetList,
  type NewPetRequest,
  type PetUpdateRequest,
} from "../../../../contract/vendor";
import { apiFetch } from "../../../lib/http";
import { vendorKeys } from "./keys";

/** GET /api/petsByVendor: one page of the store's pets, with the store's total. */
export const vendorPetsQuery = (vendorId: number, page: number) =>
  queryOptions({
    queryKey: vendorKeys.petsPage(vendorId, page),
    queryFn: async ({ signal }) => {
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
    },
    placeholderData: keepPreviousData,
  });

export const useVendorPets = (vendorId: number, page: number) =>
  useQuery(vendorPetsQuery(vendorId, page));

/** After a pet changes: the store's pet pages, and the pet count in the store header. */
function useRefreshPets() {
  const queryClient = useQueryClient();
  return (vendorId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorKeys.pets(vendorId) }),
      queryClient.invalidateQueries({ queryKey: vendorKeys.me }),
    ]);
}

/** POST /api/pets. */
export function useAddPet() {
  const refresh = useRefreshPets();
  return useMutation({
    mutationFn: (body: NewPetRequest) => apiFetch("/pets", OwnedPet, { method: "POST", body }),
    onSuccess: (pet) => refresh(pet.vendor_id),
  });
}

/** PATCH /api/pets/{id}. */
export function useUpdatePet() {
  const refresh = useRefreshPets();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: PetUpdateRequest }) =>
      apiFetch(`/pets/${id}`, OwnedPet, { method: "PATCH", body: changes }),
    onSuccess: (pet) => refresh(pet.vendor_id),
  });
}

/** DELETE /api/pets/{id}. */
export function useDeletePet(vendorId: number) {
  const refresh = useRefreshPets();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/pets/${id}`, OkResponse, { method: "DELETE" }),
    onSuccess: () => refresh(vendorId),
  });
}
