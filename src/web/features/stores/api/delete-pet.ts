import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { useRefreshPets } from "./refresh-pets";

/** DELETE /api/pets/{id}. */
export const deletePet = (id: number) => apiFetch("DELETE /pets/:id", { param: { id } });

export function useDeletePet(storeId: number) {
  const refresh = useRefreshPets();
  return useMutation({
    mutationFn: deletePet,
    onSuccess: () => refresh(storeId, { isCountChanged: true }),
  });
}
