import { useMutation } from "@tanstack/react-query";
import type { DonationMethod } from "../../../../contract/donations";
import { goToCheckout } from "../../../lib/gateway-checkout";
import { apiFetch } from "../../../lib/http";

/** POST /api/applications/{id}/fee: a pending payment of the fee, and its gateway checkout. */
export const startFeePayment = ({ id, method }: { id: number; method: DonationMethod }) =>
  apiFetch("POST /applications/:id/fee", { param: { id }, json: { method } });

/**
 * Starts paying and leaves for the gateway. Nothing is invalidated: nothing is paid until the
 * return page has the gateway's word (fee-outcome.ts).
 */
export const useStartFeePayment = () =>
  useMutation({
    mutationFn: startFeePayment,
    onSuccess: (created) => goToCheckout(created.checkout),
  });
