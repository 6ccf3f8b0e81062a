import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/admin/fees: adoption fees per store, received and passed on, and the payouts. */
export const getFeeLedger = (signal?: AbortSignal) => apiFetch("GET /admin/fees", { signal });

export const feeLedgerQuery = queryOptions({
  queryKey: ["admin", "fees"],
  queryFn: ({ signal }) => getFeeLedger(signal),
});

export const useFeeLedger = () => useQuery(feeLedgerQuery);
