export { listQuestions } from "./questions";
