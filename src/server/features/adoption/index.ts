export { closeOpenApplications } from "./close-open-applications";
export { hasHome } from "./pet-home";
