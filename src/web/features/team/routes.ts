import type { FeatureRoute } from "../../lib/feature-routes";
import { invitationQuery } from "./api/invitation";

/** A store's team, its activity, and the page an invitation's link opens. */
export const teamRoutes: FeatureRoute[] = [
  {
    path: "/dashboard/team",
    signedIn: true,
    page: { module: "features/team/team-page.tsx", component: "TeamPage", words: ["team"] },
  },
  {
    path: "/dashboard/activity",
    signedIn: true,
    page: { module: "features/team/activity-page.tsx", component: "ActivityPage", words: ["team"] },
  },
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
