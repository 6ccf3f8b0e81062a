import { queryOptions, useQuery } from "@tanstack/react-query";
import { AdminStats } from "../../../../contract/admin";
import { apiFetch } from "../../../lib/http";
import { adminKeys } from "./keys";

export const statsQuery = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: ({ signal }) => apiFetch("/admin/stats", AdminStats, { signal }),
});

export const useStats = () => useQuery(statsQuery);
