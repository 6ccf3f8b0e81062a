import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { useRefreshPets } from "./refresh-pets";

/** DELETE /api/pets/{id}/images/{imageId}. */
export const deletePhoto = ({ petId, imageId }: { petId: number; imageId: number }) =>
  apiFetch("DELETE /pets/:id/images/:imageId", { param: { id: petId, imageId } });

export function useDeletePhoto(storeId: number) {
  const refresh = useRefreshPets();
  return useMutation({ mutationFn: deletePhoto, onSuccess: () => refresh(storeId) });
}
