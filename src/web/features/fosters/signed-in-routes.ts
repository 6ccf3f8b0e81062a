import type { FeatureRoute } from "../../lib/feature-routes";

/** A store's animals: where each is now (each animal's page is composed in app/routes). */
export const fosterRoutes: FeatureRoute[] = [
  {
    path: "/dashboard/animals",
    signedIn: true,
    page: {
      module: "features/fosters/animals-page.tsx",
      component: "AnimalsPage",
      words: ["fosters"],
    },
  },
];
