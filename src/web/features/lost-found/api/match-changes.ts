import { useRefreshingMutation } from "../../../lib/api/refreshing-mutation";
import { apiFetch } from "../../../lib/http";
import { lostFoundKey } from "./get-reports";

/** POST /api/lost-found/matches/{id}/messages. */
export const sendMatchMessage = ({ id, text }: { id: number; text: string }) =>
  apiFetch("POST /lost-found/matches/:id/messages", { param: { id: String(id) }, json: { text } });

/** POST …/reunited: both reports close. POST …/not-a-match: the pair is never suggested again. */
export const markReunited = (id: number) =>
  apiFetch("POST /lost-found/matches/:id/reunited", { param: { id: String(id) } });
export const markNotAMatch = (id: number) =>
  apiFetch("POST /lost-found/matches/:id/not-a-match", { param: { id: String(id) } });

export const useSendMatchMessage = () => useRefreshingMutation(sendMatchMessage, [lostFoundKey]);
export const useMarkReunited = () => useRefreshingMutation(markReunited, [lostFoundKey]);
export const useMarkNotAMatch = () => useRefreshingMutation(markNotAMatch, [lostFoundKey]);
