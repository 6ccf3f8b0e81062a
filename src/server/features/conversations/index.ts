export { firstRepliesTo, joinRequest } from "./conversations";
