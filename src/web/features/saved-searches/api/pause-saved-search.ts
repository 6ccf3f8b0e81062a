import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { savedSearchesQuery } from "./get-saved-searches";

/** PATCH /api/saved-searches/{id}: pause or resume its alerts. */
export const pauseSavedSearch = ({ id, paused }: { id: number; paused: boolean }) =>
  apiFetch("PATCH /saved-searches/:id", { param: { id }, json: { paused } });

export function usePauseSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey }),
  });
}
