import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { savedSearchesQuery } from "./get-saved-searches";

/** DELETE /api/saved-searches/{id}. */
export const deleteSavedSearch = (id: number) =>
  apiFetch("DELETE /saved-searches/:id", { param: { id } });

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey }),
  });
}
