import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdoptPetRequest } from "../../../../contract/adoption";
import { apiFetch } from "../../../lib/http";
import { myApplicationsQuery } from "./get-my-applications";
import { previousAnswersQuery } from "./get-previous-answers";

/** POST /api/adoptPet/{pet_id}. */
export const adoptPet = (request: AdoptPetRequest) =>
  apiFetch("POST /adoptPet/:pet_id", { param: { pet_id: request.pet_id }, json: request });

/**
 * The person's list of requests changes with it, her latest answers, and her conversations (the
 * request joins the one about its pet: docs/product.md#conversations).
 */
export function useAdoptPet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adoptPet,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myApplicationsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: previousAnswersQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ["conversations"] }),
      ]),
  });
}
