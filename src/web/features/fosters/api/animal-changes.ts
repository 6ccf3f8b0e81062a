import type {
  IntakeRequest,
  OutcomeRequest,
  PlacementRequest,
} from "../../../../contract/animal-life";
import { useRefreshingMutation } from "../../../lib/api/refreshing-mutation";
import { apiFetch } from "../../../lib/http";
import { animalsKey } from "./get-animals";
import { historyKey } from "./get-history";

/*
 * An animal's changes. Each moves where it is or what its history says, so each refreshes the
 * store's list of animals and the animal's history; an outcome takes the pet off the listing,
 * so the store's pets too.
 */

/** POST /api/pets/{id}/placements. */
export const placeAnimal = ({ petId, body }: { petId: number; body: PlacementRequest }) =>
  apiFetch("POST /pets/:id/placements", { param: { id: String(petId) }, json: body });

/** POST /api/pets/{id}/placements/{placementId}/end: back at the centre today. */
export const endPlacement = ({ petId, placementId }: { petId: number; placementId: number }) =>
  apiFetch("POST /pets/:id/placements/:placementId/end", {
    param: { id: String(petId), placementId: String(placementId) },
    json: {},
  });

/** PUT /api/pets/{id}/intake. */
export const editIntake = ({ petId, body }: { petId: number; body: IntakeRequest }) =>
  apiFetch("PUT /pets/:id/intake", { param: { id: String(petId) }, json: body });

/** POST /api/pets/{id}/intake-again: an animal that left comes back into care. */
export const intakeAgain = ({ petId, body }: { petId: number; body: IntakeRequest }) =>
  apiFetch("POST /pets/:id/intake-again", { param: { id: String(petId) }, json: body });

/** POST /api/pets/{id}/outcome. */
export const recordOutcome = ({ petId, body }: { petId: number; body: OutcomeRequest }) =>
  apiFetch("POST /pets/:id/outcome", { param: { id: String(petId) }, json: body });

const animalAndList = [animalsKey(), historyKey(), ["activity"]];

export const usePlaceAnimal = () => useRefreshingMutation(placeAnimal, animalAndList);
export const useEndPlacement = () => useRefreshingMutation(endPlacement, animalAndList);
export const useEditIntake = () => useRefreshingMutation(editIntake, animalAndList);
export const useIntakeAgain = () =>
  useRefreshingMutation(intakeAgain, [...animalAndList, ["petsByVendor"]]);
export const useRecordOutcome = () =>
  useRefreshingMutation(recordOutcome, [...animalAndList, ["petsByVendor"]]);
