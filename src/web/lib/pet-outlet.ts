import { useOutletContext } from "react-router";
import type { PetDetailItem } from "../../contract/catalogue";

/**
 * What /pets/:petId hands to its nested adopt action (the adoption feature's index
 * route) through React Router's <Outlet context>, for a signed-in visitor.
 */
export interface PetOutletContext {
  pet: PetDetailItem["pet"];
  vendor: PetDetailItem["vendor"];
}

export const usePetOutletContext = () => useOutletContext<PetOutletContext>();
