import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiInput } from "../../../server/api-schema";
import { apiFetch } from "../http";

/**
 * The root of every public pet read (the listing and a pet's page): a change to a pet
 * invalidates this one key and every reader refreshes.
 */
export const petsKey = ["pets"] as const;

/** GET /api/pets: one page of pets and how many match in all (the X-Total-Count header). */
export async function getPets(search: string, signal?: AbortSignal) {
  let total = 0;
  const items = await apiFetch("GET /pets", {
    // The listing's query string as the page's URL has it (decision 026); the server checks it.
    query: Object.fromEntries(new URLSearchParams(search)) as ApiInput<"GET /pets">["query"],
    signal,
    onResponse: (response) => {
      total = Number(response.headers.get("X-Total-Count") ?? 0);
    },
  });
  return { items, total };
}

/**
 * Shared by the listing and the home page's strip. `search` is the query string
 * (`gender=female&page=2`), so the cache key is exactly what was asked.
 */
export const petsQuery = (search: string) =>
  queryOptions({
    queryKey: [...petsKey, "list", search],
    queryFn: ({ signal }) => getPets(search, signal),
  });

/** `keepPrevious`: keep showing the last results while new filters load, instead of skeletons. */
export const usePets = (search: string, { keepPrevious = false } = {}) =>
  useQuery({ ...petsQuery(search), placeholderData: keepPrevious ? keepPreviousData : undefined });
