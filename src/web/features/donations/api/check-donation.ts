import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { adminDonationsKey } from "./get-admin-donations";
import { donationSummaryQuery } from "./get-donation-summary";

/** POST /api/admin/donations/{id}/check: asks the gateway about a pending donation. */
export const checkDonation = (id: string) =>
  apiFetch("POST /admin/donations/:id/check", { param: { id } });

/** The answer may settle the donation: the list and the totals may both change. */
export function useCheckDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkDonation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDonationsKey }),
        queryClient.invalidateQueries({ queryKey: donationSummaryQuery.queryKey }),
      ]),
  });
}
