import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/http";

/** GET /api/tags/{token}: what a tag's page shows of its animal, never its person. */
export const tagQuery = (token: string) =>
  queryOptions({
    queryKey: ["tags", token],
    // The token comes from the page's address, decoded: encoded again it stays one segment.
    queryFn: ({ signal }) => apiFetch("GET /tags/:token", { param: { token }, signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export const useTag = (token: string) => useQuery(tagQuery(token));

export const isTagMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** POST /api/tags/{token}/messages: the finder's number and words, relayed by SMS. */
export const useSendTagMessage = (token: string) =>
  useMutation({
    mutationFn: (message: { phone: string; text: string }) =>
      apiFetch("POST /tags/:token/messages", { param: { token }, json: message }),
  });
