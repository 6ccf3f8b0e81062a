export { firstRepliesTo, joinRequest, listConversations } from "./conversations";
