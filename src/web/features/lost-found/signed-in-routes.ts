import type { FeatureRoute } from "../../lib/feature-routes";

/** A pair of a lost and a found report, where their two reporters write to each other. */
export const lostFoundSignedInRoutes: FeatureRoute[] = [
  {
    path: "/lost-found/matches/:id",
    signedIn: true,
    page: {
      module: "features/lost-found/match-page.tsx",
      component: "MatchPage",
      words: ["lostFound", "errors"],
    },
  },
];
