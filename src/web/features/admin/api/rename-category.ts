import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CategoryNames } from "../../../../contract/admin";
import { categoriesQuery } from "../../../lib/api/categories";
import { apiFetch } from "../../../lib/http";

/** PUT /api/category/{id}. */
export const renameCategory = ({ id, ...names }: CategoryNames & { id: number }) =>
  apiFetch("PUT /category/:id", { param: { id }, json: names });

/** Every reader of the categories (the catalogue's filter, the pet form, this list) refreshes. */
export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey }),
  });
}
