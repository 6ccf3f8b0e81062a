import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DonationReturn } from "../../../../contract/donations";
import { apiFetch } from "../../../lib/http";

/** Which address the gateway sent the donor back to: the success/return page or eSewa's failure page. */
export type ReturnKind = "return" | "cancelled";

/**
 * What to ask the API for the address the gateway sent the donor to. eSewa's success adds
 * `data`; Khalti's return adds `pidx` and a `status`, "User canceled" when the donor gave up.
 * Anything else (eSewa's failure page, a return without an answer) asks the gateway again.
 */
export function answerIn(kind: ReturnKind, search: URLSearchParams): DonationReturn | null {
  if (kind !== "return") return null;
  const data = search.get("data");
  if (data) return { data };
  const pidx = search.get("pidx");
  if (pidx && search.get("status") !== "User canceled") return { pidx };
  return null;
}

/**
 * POST /api/donations/{id}/confirm with the gateway's answer, or …/check without one. Both are
 * idempotent on the server, so it is read as a query: a reload asks again safely.
 */
export const getDonationOutcome = (
  id: string,
  answer: DonationReturn | null,
  signal?: AbortSignal,
) =>
  apiFetch(`/donations/${id}/${answer ? "confirm" : "check"}`, "DonationOutcome", {
    method: "POST",
    body: answer ?? undefined,
    signal,
  });

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
