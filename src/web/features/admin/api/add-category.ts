import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewCategoryBody } from "../../../../contract/admin";
import { categoriesQuery } from "../../../lib/api/categories";
import { apiFetch } from "../../../lib/http";

/** POST /api/category. */
export const addCategory = (body: NewCategoryBody) => apiFetch("POST /category", { json: body });

/** Every reader of the categories (the catalogue's filter, the pet form, this list) refreshes. */
export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey }),
  });
}
