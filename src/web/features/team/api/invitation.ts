import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/invitations/{token}: what the link's page shows, signed in or not. */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  apiFetch("GET /invitations/:token", { param: { token }, signal });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ["invitations", token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    // A refused link (unknown token) is an answer, not a hiccup to retry.
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQuery(token));

/** POST /api/invitations/{token}/accept: she joins the team and works for that store now. */
export const acceptInvitation = (token: string) =>
  apiFetch("POST /invitations/:token/accept", { param: { token } });

/** Everything she sees of a store changes with the store she works for: it is all read again. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // All but the invitation itself: read again now it would say "used", and its page would
    // stop showing the Accept that is taking her to the store.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "invitations" }),
  });
}
