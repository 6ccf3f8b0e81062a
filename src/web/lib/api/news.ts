import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { News, NewsList } from "../../../contract/news";
import { apiFetch } from "../http";

/** GET /api/me/news: unread messages and request changes, for the header's badge and the title. */
export const newsQuery = queryOptions({
  queryKey: ["me", "news"],
  queryFn: ({ signal }) => apiFetch("GET /me/news", { signal }),
});

/**
 * What is new for the signed-in person (docs/product.md#what-is-new); `isSignedIn` false asks
 * nothing (a visitor has none).
 */
export function useNews(isSignedIn: boolean): News | undefined {
  const { data } = useQuery({
    ...newsQuery,
    enabled: isSignedIn,
    // News arrives while a page is open: asked again now and then, and on coming back.
    refetchInterval: 2 * 60_000,
  });
  return data;
}

/** Everything the badge counts. */
export const newsTotal = (news: News | undefined) =>
  news ? news.unreadMessages + news.changedRequests + news.newStoreRequests : 0;

/**
 * The list `what` is on screen with what it loaded at `shownAt` (a query's dataUpdatedAt, 0
 * until loaded): its news is seen, and the badge takes the server's new counts.
 */
export function useNewsSeen(what: NewsList, shownAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shownAt) return;
    apiFetch("POST /me/news/seen", { json: { what } }).then(
      (news) => queryClient.setQueryData(newsQuery.queryKey, news),
      // The badge stays as it was; the next opening tries again.
      () => undefined,
    );
  }, [what, shownAt, queryClient]);
}
