import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  MyVendorResponse,
  OkResponse,
  Vendor,
  type CreateVendorRequest,
} from "../../../../contract/vendor";
import { apiFetch } from "../../../lib/http";
import { vendorKeys } from "./keys";

/** GET /api/vendors/me: the caller's store (or null) and its pet count. */
export const myStoreQuery = queryOptions({
  queryKey: vendorKeys.me,
  queryFn: ({ signal }) => apiFetch("/vendors/me", MyVendorResponse, { signal }),
});

export const useMyStore = () => useQuery(myStoreQuery);

/** POST /api/vendors/create. */
export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVendorRequest) =>
      apiFetch("/vendors/create", Vendor, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.me }),
  });
}

/** DELETE /api/vendors/me: the store and everything in it. */
export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch("/vendors/me", OkResponse, { method: "DELETE" }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ["vendor", "pets"] });
      await queryClient.invalidateQueries({ queryKey: vendorKeys.me });
    },
  });
}
