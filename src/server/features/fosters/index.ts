export { recordAdoption, recordNewPetIntake, recordReturnEvent } from "./animal-events";
