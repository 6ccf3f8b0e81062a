import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/applications/answers: the person's latest answer to each question text. */
export const getPreviousAnswers = (signal?: AbortSignal) =>
  apiFetch("GET /applications/answers", { signal });

export const previousAnswersQuery = queryOptions({
  queryKey: ["applications", "answers"],
  queryFn: ({ signal }) => getPreviousAnswers(signal),
});

export const usePreviousAnswers = () => useQuery(previousAnswersQuery);
