import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/http";

/** GET /api/community-dogs/{id}: a dog of the register with its records, newest first. */
export const getDog = (dogId: string, signal?: AbortSignal) =>
  apiFetch("GET /community-dogs/:id", { param: { id: dogId }, signal });

export const dogKey = (dogId?: string) =>
  dogId === undefined ? ["communityDog"] : ["communityDog", dogId];

export const dogQuery = (dogId: string) =>
  queryOptions({
    queryKey: dogKey(dogId),
    queryFn: ({ signal }) => getDog(dogId, signal),
    // Another store's dog or an unknown id will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

export const useDog = (dogId: string) => useQuery(dogQuery(dogId));
