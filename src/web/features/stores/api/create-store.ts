import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateStoreRequest } from "../../../../contract/stores";
import { apiFetch } from "../../../lib/http";
import { myStoreQuery } from "../../../lib/api/my-store";

/** POST /api/vendors/create. */
export const createStore = (body: CreateStoreRequest) =>
  apiFetch("/vendors/create", "Store", { method: "POST", body });

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myStoreQuery.queryKey }),
  });
}
