import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  AdminDonationList,
  DonationOutcome,
  DonationSummary,
  type AdminDonationsQuery,
} from "../../../../contract/donations";
import { apiFetch } from "../../../lib/http";
import { donationKeys } from "./keys";

/** The filters as a query string, for the list and for the CSV export link alike. */
export function donationFilters(query: AdminDonationsQuery) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  return params;
}

/** One page of donations and how many match in all (the X-Total-Count header). */
export function useAdminDonations(query: AdminDonationsQuery) {
  return useQuery({
    queryKey: donationKeys.adminPage(query),
    queryFn: async ({ signal }) => {
      let total = 0;
      const donations = await apiFetch(
        `/admin/donations?${donationFilters(query)}`,
        AdminDonationList,
        {
          signal,
          cache: "no-cache",
          onResponse: (response) => {
            total = Number(response.headers.get("X-Total-Count") ?? 0);
          },
        },
      );
      return { donations, total };
    },
    placeholderData: keepPreviousData,
  });
}

export const useDonationSummary = () =>
  useQuery({
    queryKey: donationKeys.adminSummary,
    queryFn: ({ signal }) =>
      apiFetch("/admin/donations/summary", DonationSummary, { signal, cache: "no-cache" }),
  });

/** Asks the gateway about a pending donation: the list and the totals may both change. */
export function useCheckDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/admin/donations/${id}/check`, DonationOutcome, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donationKeys.admin }),
  });
}
