export { closeOpenApplications } from "./close-open-applications";
