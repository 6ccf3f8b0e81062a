import type { LoaderFunctionArgs } from "react-router";
import type { QueryClient } from "@tanstack/react-query";
import { categoriesQuery } from "../../lib/api/categories";
import { petsQuery } from "../../lib/api/pets";
import { notFound } from "../../lib/feature-routes";
import { isNotFound, petQuery, similarPetsQuery } from "./api/get-pet";
import { filtersToSearch, parseFilters } from "./use-pet-filters";

/*
 * The catalogue's pages, /pets and /pets/:petId, are drawn with other features' parts, so the
 * app registers them (src/web/app/routes/composed-routes.ts); their loaders are the catalogue's.
 */

export const loadPets = ({ request }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const search = filtersToSearch(parseFilters(new URL(request.url).searchParams));
  // A failed read is not the page's failure: the page shows it with a way to try again.
  return Promise.all([
    queryClient.prefetchQuery(petsQuery(search)),
    queryClient.prefetchQuery(categoriesQuery),
  ]).then(() => null);
};

export const loadPet = async ({ params }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const petId = params.petId ?? "";
  const [pet] = await Promise.allSettled([
    queryClient.ensureQueryData(petQuery(petId)),
    // Read alongside the pet, so the HTML holds them; a failed read only leaves them out.
    queryClient.prefetchQuery(similarPetsQuery(petId)),
  ]);
  // An unknown, malformed or unpublished pet is a missing page, for people and search engines.
  if (pet.status === "rejected" && isNotFound(pet.reason)) throw notFound();
  // Any other failure the page shows, with a way to try again.
  return null;
};
