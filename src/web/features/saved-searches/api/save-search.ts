import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { savedSearchesQuery } from "./get-saved-searches";

/** POST /api/saved-searches: the listing's query string, with a name. */
export const saveSearch = (body: { name: string; query: string }) =>
  apiFetch("POST /saved-searches", { json: body });

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey }),
  });
}
