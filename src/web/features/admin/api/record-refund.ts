import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewFeeRefund } from "../../../../contract/fees";
import { apiFetch } from "../../../lib/http";
import { feeLedgerQuery } from "./get-fee-ledger";

/** POST /api/admin/fees/refunds/{id}: answers with the whole ledger, which replaces the cached one. */
export const recordRefund = ({ id, ...body }: NewFeeRefund & { id: number }) =>
  apiFetch("POST /admin/fees/refunds/:id", { param: { id }, json: body });

export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRefund,
    onSuccess: (ledger) => queryClient.setQueryData(feeLedgerQuery.queryKey, ledger),
  });
}
