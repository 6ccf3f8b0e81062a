import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { useRefreshPets } from "./refresh-pets";

/** PUT /api/pets/{id}/images/order: the first photo is the cover. */
export const reorderPhotos = ({ petId, imageIds }: { petId: number; imageIds: number[] }) =>
  apiFetch("PUT /pets/:id/images/order", { param: { id: petId }, json: { imageIds } });

export function useReorderPhotos(storeId: number) {
  const refresh = useRefreshPets();
  return useMutation({ mutationFn: reorderPhotos, onSuccess: () => refresh(storeId) });
}
