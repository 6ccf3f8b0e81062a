import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/admin/sms: texts this hour, today and this month against the SMS budget. */
export const getSmsUsage = (signal?: AbortSignal) => apiFetch("GET /admin/sms", { signal });

export const smsUsageQuery = queryOptions({
  queryKey: ["admin", "sms"],
  queryFn: ({ signal }) => getSmsUsage(signal),
});

export const useSmsUsage = () => useQuery(smsUsageQuery);
