import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuestionsRequest } from "../../../../contract/questions";
import { apiFetch } from "../../../lib/http";
import { myQuestionsQuery } from "./get-my-questions";

/** PUT /api/vendors/me/questions: the whole list, as it is to be asked. */
export const saveMyQuestions = (body: QuestionsRequest) =>
  apiFetch("PUT /vendors/me/questions", { json: body });

/** The answer is the list as saved: it replaces the cached one. */
export function useSaveMyQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyQuestions,
    onSuccess: (saved) => queryClient.setQueryData(myQuestionsQuery.queryKey, saved),
  });
}
