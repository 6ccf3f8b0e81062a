import { queryOptions, useQuery } from "@tanstack/react-query";
import { VendorApplicationList } from "../../../../contract/adoption";
import { apiFetch } from "../../../lib/http";

/** GET /api/vendors/{id}/applications: the requests for a store's pets, newest first. */
export const getVendorApplications = (vendorId: number, signal?: AbortSignal) =>
  apiFetch(`/vendors/${vendorId}/applications`, VendorApplicationList, { signal });

export const vendorApplicationsQuery = (vendorId: number) =>
  queryOptions({
    queryKey: ["applications", "vendor", vendorId],
    queryFn: ({ signal }) => getVendorApplications(vendorId, signal),
  });

export const useVendorApplications = (vendorId: number) =>
  useQuery(vendorApplicationsQuery(vendorId));
