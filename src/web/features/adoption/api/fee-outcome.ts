import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { DonationReturn } from "../../../../contract/donations";
import { apiFetch } from "../../../lib/http";
import { myApplicationsQuery } from "./get-my-applications";

/**
 * POST /api/applications/{id}/fee/{payment}/confirm with the gateway's response, or …/check
 * without one. Both are idempotent on the server, so it is read as a query: a reload asks again.
 */
export const getFeeOutcome = (
  id: string,
  payment: string,
  response: DonationReturn | null,
  signal?: AbortSignal,
) =>
  response
    ? apiFetch("POST /applications/:id/fee/:payment/confirm", {
        param: { id, payment },
        json: response,
        signal,
      })
    : apiFetch("POST /applications/:id/fee/:payment/check", { param: { id, payment }, signal });

export const feeOutcomeQuery = (id: string, payment: string, response: DonationReturn | null) =>
  queryOptions({
    queryKey: ["applications", "fee", id, payment, response],
    queryFn: ({ signal }) => getFeeOutcome(id, payment, response, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The payment as the gateway reports it; once known, her requests are read again (paid or not). */
export function useFeeOutcome(id: string, payment: string, response: DonationReturn | null) {
  const queryClient = useQueryClient();
  const outcome = useQuery(feeOutcomeQuery(id, payment, response));
  const status = outcome.data?.status;
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: myApplicationsQuery.queryKey });
  }, [status, queryClient]);
  return outcome;
}
