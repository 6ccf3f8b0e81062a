import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Application, type AdoptPetRequest } from "../../../../contract/adoption";
import { apiFetch } from "../../../lib/http";
import { myApplicationsQuery } from "./my-applications";

/** POST /api/adoptPet/{pet_id}; the person's list of requests changes with it. */
export function useAdoptPet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdoptPetRequest) =>
      apiFetch(`/adoptPet/${request.pet_id}`, Application, { method: "POST", body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationsQuery.queryKey }),
  });
}
