import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { conversationQuery } from "./get-conversation";
import { conversationsQuery } from "./get-conversations";

/**
 * POST /api/conversations/{id}/messages: either party replies. `signed` puts the member's first
 * name on a store's message; the server ignores it on the adopter's side.
 */
export const reply = ({ id, text, signed }: { id: string; text: string; signed?: boolean }) =>
  apiFetch("POST /conversations/:id/messages", { param: { id }, json: { text, signed } });

/**
 * A reply changes its thread and the list's last message; the store's reply may be its
 * requests' "answered" step (docs/product.md#conversations).
 */
export function useReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reply,
    onSuccess: (sent, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationQuery(id).queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey, exact: true }),
        sent.message.sender_side === "store" &&
          queryClient.invalidateQueries({ queryKey: ["applications", "store"] }),
      ]),
  });
}
