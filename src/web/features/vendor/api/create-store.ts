import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Vendor, type CreateVendorRequest } from "../../../../contract/vendor";
import { apiFetch } from "../../../lib/http";
import { myStoreQuery } from "./get-my-store";

/** POST /api/vendors/create. */
export const createStore = (body: CreateVendorRequest) =>
  apiFetch("/vendors/create", Vendor, { method: "POST", body });

export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myStoreQuery.queryKey }),
  });
}
