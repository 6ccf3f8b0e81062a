import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * A mutation that, once it succeeds, refreshes the queries it changes: it settles after those on
 * screen are fetched again, so whoever awaits it sees the new data.
 */
export function useRefreshingMutation<Body, Result>(
  mutationFn: (body: Body) => Promise<Result>,
  changes: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
