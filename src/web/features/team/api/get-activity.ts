import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/vendors/{id}/activity?before=: newest first, a page at a time. */
export const getActivity = (storeId: number, before: number | undefined, signal?: AbortSignal) =>
  apiFetch("GET /vendors/:id/activity", {
    param: { id: String(storeId) },
    query: before === undefined ? {} : { before: String(before) },
    signal,
  });

export const activityKey = (storeId?: number) =>
  storeId === undefined ? ["activity"] : ["activity", storeId];

export const activityQuery = (storeId: number) =>
  infiniteQueryOptions({
    queryKey: activityKey(storeId),
    queryFn: ({ pageParam, signal }) => getActivity(storeId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
    // The page shows one list, the pages' lines one after the other.
    select: (data) => data.pages.flatMap((page) => page.lines),
  });

export const useActivity = (storeId: number) => useInfiniteQuery(activityQuery(storeId));
