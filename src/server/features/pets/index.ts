export { revalidate, sendCached } from "./cached-responses";
export { catalogueVersion, createCatalogueCache } from "./catalogue-cache";
export { replayCatalogueAnswers } from "./replayed-answers";
export { selectPetCards, toPetListItem } from "./pet-cards";
export { listedAmong, requireVisiblePet } from "./pet-queries";
