import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/vendors/me/questions: the questions the owner's store asks applicants. */
export const getMyQuestions = (signal?: AbortSignal) =>
  apiFetch("GET /vendors/me/questions", { signal });

export const myQuestionsQuery = queryOptions({
  queryKey: ["questions", "mine"],
  queryFn: ({ signal }) => getMyQuestions(signal),
});

export const useMyQuestions = () => useQuery(myQuestionsQuery);
