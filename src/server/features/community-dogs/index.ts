export { dogHealth, latestRabies, type LatestRabies } from "./dog-health";
