import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/me/fostered: the animals in her foster home now, in every store. */
export const getFostered = (signal?: AbortSignal) => apiFetch("GET /me/fostered", { signal });

export const fosteredQuery = queryOptions({
  queryKey: ["fostered"],
  queryFn: ({ signal }) => getFostered(signal),
});

export const useFostered = () => useQuery(fosteredQuery);
