export { revalidate, sendCached } from "./cached-responses";
export { callerOf, catalogueChanges, catalogueTags, createCatalogueCache } from "./catalogue-cache";
export { responseDependencies, replayCatalogueResponses } from "./replayed-responses";
export { selectPetCards, toPetListItem } from "./pet-cards";
export { listedAmong, requireVisiblePet } from "./pet-queries";
