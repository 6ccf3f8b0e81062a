import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";
import { lostFoundKey } from "./get-reports";

/** GET /api/lost-found/{id}/matches: the pairs of the reader's report, best first. */
export const getMatches = (id: string, signal?: AbortSignal) =>
  apiFetch("GET /lost-found/:id/matches", { param: { id }, signal });

export const matchesQuery = (id: string) =>
  queryOptions({
    queryKey: [...lostFoundKey, "matches", id],
    queryFn: ({ signal }) => getMatches(id, signal),
  });

export const useMatches = (id: string, isMine: boolean) =>
  useQuery({ ...matchesQuery(id), enabled: isMine });

/** GET /api/lost-found/matches/{id}/messages: the pair, both reports and the messages. */
export const getThread = (id: string, signal?: AbortSignal) =>
  apiFetch("GET /lost-found/matches/:id/messages", { param: { id }, signal });

export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: [...lostFoundKey, "thread", id],
    queryFn: ({ signal }) => getThread(id, signal),
  });

export const useThread = (id: string) => useQuery(threadQuery(id));
