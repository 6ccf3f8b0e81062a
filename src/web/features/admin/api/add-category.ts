import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewCategoryBody } from "../../../../contract/admin";
import { Category } from "../../../../contract/pets";
import { apiFetch } from "../../../lib/http";
import { adminKeys } from "./keys";

export const addCategory = (body: NewCategoryBody) =>
  apiFetch("/category", Category, { method: "POST", body });

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
  });
}
