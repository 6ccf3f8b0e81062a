import type { FeatureRoute } from "../../lib/feature-routes";

/** One conversation between an adopter and a store. */
export const conversationRoutes: FeatureRoute[] = [
  {
    path: "/messages/:conversationId",
    signedIn: true,
    page: {
      module: "features/conversations/conversation-page.tsx",
      component: "ConversationPage",
      words: ["conversations", "adoption"],
    },
  },
];
