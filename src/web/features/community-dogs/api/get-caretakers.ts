import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/**
 * The store's caretakers, read from GET /api/vendors/{id}/team (for the roles that read the
 * team); under the team's key, so a change to the team refreshes them too.
 */
export const caretakersQuery = (storeId: number) =>
  queryOptions({
    queryKey: ["team", storeId, "caretakers"],
    queryFn: async ({ signal }) => {
      const team = await apiFetch("GET /vendors/:id/team", {
        param: { id: String(storeId) },
        signal,
      });
      return team.members.filter((member) => member.role === "caretaker");
    },
  });

export const useCaretakers = (storeId: number) => useQuery(caretakersQuery(storeId));
