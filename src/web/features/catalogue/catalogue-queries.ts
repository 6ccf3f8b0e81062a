import { queryOptions } from "@tanstack/react-query";
import { CategoryList, PetDetail } from "../../../contract/catalogue";
import { ApiError, apiFetch } from "../../lib/http";

/** GET /api/category: the Species filter. Categories change rarely. */
export const categoriesQuery = queryOptions({
  queryKey: ["categories"],
  queryFn: ({ signal }) => apiFetch("/category", CategoryList, { signal }),
  staleTime: 5 * 60_000,
});

/** GET /api/pets/{id}: the first item of the list is the pet (SPEC §3). */
export const petQuery = (petId: string) =>
  queryOptions({
    queryKey: ["pets", "detail", petId],
    queryFn: async ({ signal }) => {
      const [item] = await apiFetch(`/pets/${petId}`, PetDetail, { signal });
      if (!item) throw new ApiError(404, "No such pet");
      return item;
    },
    // An unknown or malformed id will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });

/** The pet is not there for this visitor (unknown, malformed id, or not public). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
