export { readHealthSummary } from "./health-summary";
