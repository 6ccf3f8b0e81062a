import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiFetch } from "../http";
import { useSession } from "./session";

/** GET /api/favourites: the signed-in visitor's hearted pets, as pet cards. */
export const getFavourites = (signal?: AbortSignal) => apiFetch("GET /favourites", { signal });

export const favouritesQuery = queryOptions({
  queryKey: ["favourites"],
  queryFn: ({ signal }) => getFavourites(signal),
});

/** Asked only when signed in: a signed-out visitor has no favourites (and would get a 401). */
export function useFavourites() {
  const { user } = useSession();
  return useQuery({ ...favouritesQuery, enabled: Boolean(user) });
}

export function useFavouriteIds(): Set<number> {
  const { data } = useFavourites();
  return useMemo(() => new Set(data?.map((item) => item.pet.id)), [data]);
}

export interface FavouriteChange {
  petId: number;
  favourite: boolean;
}

/** PUT or DELETE /api/favourites/{petId}. */
export const setFavourite = ({ petId, favourite }: FavouriteChange) =>
  favourite
    ? apiFetch("PUT /favourites/:petId", { param: { petId } })
    : apiFetch("DELETE /favourites/:petId", { param: { petId } });

/** Every change of a heart carries it: the hearts on a page show the ones on their way. */
export const FAVOURITE_MUTATION_KEY = ["favourite"];

export function useToggleFavourite({ onError }: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: FAVOURITE_MUTATION_KEY,
    mutationFn: setFavourite,
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQuery.queryKey }),
  });
}
