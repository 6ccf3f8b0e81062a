import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/**
 * The store's fosters, read from GET /api/vendors/{id}/team; under the team's key, so a change to
 * the team refreshes them too.
 */
export const fostersQuery = (storeId: number) =>
  queryOptions({
    queryKey: ["team", storeId, "fosters"],
    queryFn: async ({ signal }) => {
      const team = await apiFetch("GET /vendors/:id/team", {
        param: { id: String(storeId) },
        signal,
      });
      return team.members.filter((member) => member.role === "foster");
    },
  });

export const useFosters = (storeId: number) => useQuery(fostersQuery(storeId));
