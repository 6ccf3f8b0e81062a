import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DonationReturn } from "../../../../contract/donations";
import { apiFetch } from "../../../lib/http";

/**
 * POST /api/donations/{id}/confirm with the gateway's answer, or …/check without one. Both are
 * idempotent on the server, so it is read as a query: a reload asks again safely.
 */
export const getDonationOutcome = (
  id: string,
  answer: DonationReturn | null,
  signal?: AbortSignal,
) =>
  answer
    ? apiFetch("POST /donations/:id/confirm", { param: { id }, json: answer, signal })
    : apiFetch("POST /donations/:id/check", { param: { id }, signal });

export const donationOutcomeQuery = (id: string, answer: DonationReturn | null) =>
  queryOptions({
    queryKey: ["donations", "outcome", id, answer],
    queryFn: ({ signal }) => getDonationOutcome(id, answer, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useDonationOutcome = (id: string, answer: DonationReturn | null) =>
  useQuery(donationOutcomeQuery(id, answer));
