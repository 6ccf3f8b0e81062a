import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/pets/{id}/questions: what the Adopt Now form asks for this pet, after its four fields. */
export const getPetQuestions = (petId: number, signal?: AbortSignal) =>
  apiFetch("GET /pets/:id/questions", { param: { id: petId }, signal });

export const petQuestionsQuery = (petId: number) =>
  queryOptions({
    queryKey: ["questions", "pet", petId],
    queryFn: ({ signal }) => getPetQuestions(petId, signal),
  });

export const usePetQuestions = (petId: number) => useQuery(petQuestionsQuery(petId));
