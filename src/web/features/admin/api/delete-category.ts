import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Deleted } from "../../../../contract/admin";
import { apiFetch } from "../../../lib/http";
import { adminKeys } from "./keys";

export const deleteCategory = (id: number) =>
  apiFetch("/category", Deleted, { method: "DELETE", body: { id } });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
  });
}
