import type { FeatureRoute } from "../../lib/feature-routes";
import { invitationQuery } from "./api/invitation";

/** The page an invitation to a store's team opens (the team's own pages are signed in). */
export const teamRoutes: FeatureRoute[] = [
  {
    // Opened from a mail or an SMS, signed in or not: the page says what to do either way.
    path: "/invitations/:token",
    // Rendered with its invitation; an unknown link's refusal is shown by the page.
    load: async ({ params }, queryClient) => {
      await queryClient.prefetchQuery(invitationQuery(params.token ?? ""));
      return null;
    },
    page: {
      module: "features/team/invitation-page.tsx",
      component: "InvitationPage",
      words: ["team", "errors"],
    },
  },
];
