import type { FeatureRoute } from "../../lib/feature-routes";

/** A store's team and its activity. */
export const teamSignedInRoutes: FeatureRoute[] = [
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
];
