import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/conversations: the signed-in person's, as a person and as a store, newest first. */
export const getConversations = (signal?: AbortSignal) =>
  apiFetch("/conversations", "ConversationList", { signal });

export const conversationsQuery = queryOptions({
  queryKey: ["conversations"],
  queryFn: ({ signal }) => getConversations(signal),
});

export const useConversations = () => useQuery(conversationsQuery);

/**
 * Unread messages over all the caller's conversations: the header's badge, the tab's title and
 * the dashboard's Messages tab show it. `isSignedIn` false asks nothing (a visitor has none).
 */
export function useTotalUnread(isSignedIn = true): number {
  const { data } = useQuery({
    ...conversationsQuery,
    enabled: isSignedIn,
    // New messages arrive while a page is open: asked again now and then, and on coming back.
    refetchInterval: 2 * 60_000,
  });
  return data?.conversations.reduce((total, conversation) => total + conversation.unread, 0) ?? 0;
}
