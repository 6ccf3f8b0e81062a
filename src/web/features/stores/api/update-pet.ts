import { useMutation } from "@tanstack/react-query";
import type { PetUpdateRequest } from "../../../../contract/stores";
import { apiFetch } from "../../../lib/http";
import { useRefreshPets } from "./refresh-pets";

/** PATCH /api/pets/{id}. */
export const updatePet = ({ id, changes }: { id: number; changes: PetUpdateRequest }) =>
  apiFetch("PATCH /pets/:id", { param: { id }, json: changes });

export function useUpdatePet() {
  const refresh = useRefreshPets();
  return useMutation({ mutationFn: updatePet, onSuccess: (pet) => refresh(pet.vendor_id) });
}
