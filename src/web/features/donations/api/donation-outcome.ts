import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DonationReturn } from "../../../../contract/donations";
import { apiFetch } from "../../../lib/http";

/**
 * POST /api/donations/{id}/confirm with the gateway's response, or …/check without one. Both are
 * idempotent on the server, so it is read as a query: a reload asks again safely.
 */
export const getDonationOutcome = (
  id: string,
  response: DonationReturn | null,
  signal?: AbortSignal,
) =>
  response
    ? apiFetch("POST /donations/:id/confirm", { param: { id }, json: response, signal })
    : apiFetch("POST /donations/:id/check", { param: { id }, signal });

export const donationOutcomeQuery = (id: string, response: DonationReturn | null) =>
  queryOptions({
    queryKey: ["donations", "outcome", id, response],
    queryFn: ({ signal }) => getDonationOutcome(id, response, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useDonationOutcome = (id: string, response: DonationReturn | null) =>
  useQuery(donationOutcomeQuery(id, response));
