import { useMutation } from "@tanstack/react-query";
import type { NewPetRequest } from "../../../../contract/stores";
import { apiFetch } from "../../../lib/http";
import { useRefreshPets } from "./refresh-pets";

/** POST /api/pets. */
export const addPet = (body: NewPetRequest) => apiFetch("POST /pets", { json: body });

export function useAddPet() {
  const refresh = useRefreshPets();
  return useMutation({
    mutationFn: addPet,
    onSuccess: (pet) => refresh(pet.vendor_id, { isCountChanged: true }),
  });
}
