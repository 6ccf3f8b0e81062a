export { dogHealth, latestRabies, type LatestRabies } from "./dog-health";
export { dogCaretaker, PERSON } from "./dog-caretaker";
