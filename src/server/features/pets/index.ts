export { revalidate, sendCached } from "./cached-responses";
export { callerOf, catalogueChanges, catalogueTags, createCatalogueCache } from "./catalogue-cache";
export { answerDependencies, replayCatalogueAnswers } from "./replayed-answers";
export { selectPetCards, toPetListItem } from "./pet-cards";
export { listedAmong, requireVisiblePet } from "./pet-queries";
