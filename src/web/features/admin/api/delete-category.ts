import { useMutation, useQueryClient } from "@tanstack/react-query";
import { categoriesQuery } from "../../../lib/api/categories";
import { apiFetch } from "../../../lib/http";

/** DELETE /api/category (refused while a pet is listed under it). */
export const deleteCategory = (id: number) => apiFetch("DELETE /category", { json: { id } });

/** Every reader of the categories (the catalogue's filter, the pet form, this list) refreshes. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey }),
  });
}
