import { queryOptions } from "@tanstack/react-query";
import { PetList } from "../../contract/catalogue";
import { apiFetch } from "./http";

/**
 * GET /api/pets, shared by the listing and the home page's strip. `search` is the
 * query string (`gender=female&page=2`), so the cache key is exactly what was asked.
 */
export const petsQuery = (search: string) =>
  queryOptions({
    queryKey: ["pets", "list", search],
    queryFn: async ({ signal }) => {
      let total = 0;
      const items = await apiFetch(`/pets${search ? `?${search}` : ""}`, PetList, {
        signal,
        onResponse: (response) => {
          total = Number(response.headers.get("X-Total-Count") ?? 0);
        },
      });
      return { items, total };
    },
  });
