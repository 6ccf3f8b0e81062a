import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/conversations: the signed-in person's, as a person and as a store, newest first. */
export const getConversations = (signal?: AbortSignal) =>
  apiFetch("GET /conversations", { signal });

export const conversationsQuery = queryOptions({
  queryKey: ["conversations"],
  queryFn: ({ signal }) => getConversations(signal),
});

export const useConversations = () => useQuery(conversationsQuery);

/** Unread messages over all the caller's conversations: the dashboard's Messages tab shows it. */
export function useTotalUnread(): number {
  const { data } = useConversations();
  return data?.conversations.reduce((total, conversation) => total + conversation.unread, 0) ?? 0;
}
