import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { conversationQuery } from "./get-conversation";
import { conversationsQuery } from "./get-conversations";

/** POST /api/pets/{id}/messages: starts or continues the person's conversation about a pet. */
export const askAboutPet = ({ petId, text }: { petId: number; text: string }) =>
  apiFetch("POST /pets/:id/messages", { param: { id: petId }, json: { text } });

/** A question changes the list, and the thread it went to. */
export function useAskAboutPet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askAboutPet,
    onSuccess: (sent) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: conversationQuery(String(sent.conversation_id)).queryKey,
          exact: true,
        }),
        queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey, exact: true }),
      ]),
  });
}
