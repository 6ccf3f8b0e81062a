import { queryOptions, useQuery } from "@tanstack/react-query";
import { petsKey } from "../../../lib/api/pets";
import { ApiError, apiFetch } from "../../../lib/http";

/** GET /api/pets/{id}: the answer is a list whose first item is the pet. */
export async function getPet(petId: string, signal?: AbortSignal) {
  // The id comes from the page's address, decoded: encoded again, `..%2Fcategory` stays an id
  // (refused) and never becomes another API path.
  const [item] = await apiFetch("GET /pets/:id", { param: { id: petId }, signal });
  if (!item) throw new ApiError(404, "No such pet");
  return item;
}

// An unknown or malformed id will not appear by asking again.
const retryUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

export const petQuery = (petId: string) =>
  queryOptions({
    queryKey: [...petsKey, "detail", petId],
    queryFn: ({ signal }) => getPet(petId, signal),
    retry: retryUnlessRefused,
  });

export const usePet = (petId: string) => useQuery(petQuery(petId));

/** GET /api/pets/{id}/similar: the cards below a pet's page, apart from the pet's answer. */
export const similarPetsQuery = (petId: string) =>
  queryOptions({
    queryKey: [...petsKey, "similar", petId],
    queryFn: ({ signal }) => apiFetch("GET /pets/:id/similar", { param: { id: petId }, signal }),
    retry: retryUnlessRefused,
  });

export const useSimilarPets = (petId: string) => useQuery(similarPetsQuery(petId));

/** The pet is not there for this visitor (unknown, malformed id, or not public). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
