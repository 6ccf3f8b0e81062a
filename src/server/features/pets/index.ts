export { revalidate, sendCached } from "./cached-responses";
export { createCatalogueCache } from "./catalogue-cache";
export { selectPetCards, toPetListItem } from "./pet-cards";
export { requireVisiblePet } from "./pet-queries";
