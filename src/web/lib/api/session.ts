import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { apiFetch } from "../http";

/** GET /api/auth/get-session: the signed-in user (or null), which says whether they are an admin. */
export const getSession = (signal?: AbortSignal) => apiFetch("GET /auth/get-session", { signal });

/** Every feature shares this one query. */
export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 5 * 60_000,
});

export function useSession() {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data?.user ?? null, isPending };
}

/** POST /api/auth/sign-out. */
export const signOut = () => apiFetch("POST /auth/sign-out", { json: {} });

/** Signs out and forgets every cached answer that belonged to the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSettled: () => forgetUser(queryClient) });
}

/** Drops every cached answer that belonged to the user and marks the session signed out. */
export function forgetUser(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
  queryClient.setQueryData(sessionQuery.queryKey, null);
}
