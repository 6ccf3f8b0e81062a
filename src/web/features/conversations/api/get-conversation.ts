import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/conversations/{id}/messages: the thread; reading it marks it read on the server. */
export const getConversation = (id: string, signal?: AbortSignal) =>
  apiFetch("GET /conversations/:id/messages", { param: { id }, signal });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: ["conversations", id],
    queryFn: ({ signal }) => getConversation(id, signal),
  });

export const useConversation = (id: string) => useQuery(conversationQuery(id));
