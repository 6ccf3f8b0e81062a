import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewFeePayout } from "../../../../contract/fees";
import { apiFetch } from "../../../lib/http";
import { feeLedgerQuery } from "./get-fee-ledger";

/** POST /api/admin/fees/payouts: answers with the whole ledger, which replaces the cached one. */
export const recordPayout = (body: NewFeePayout) =>
  apiFetch("POST /admin/fees/payouts", { json: body });

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    onSuccess: (ledger) => queryClient.setQueryData(feeLedgerQuery.queryKey, ledger),
  });
}
