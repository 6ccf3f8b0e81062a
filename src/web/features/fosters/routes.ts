import type { FeatureRoute } from "../../lib/feature-routes";

/** A store's animals: where each is now, and each animal's page with its history. */
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
  {
    path: "/dashboard/animals/:petId",
    signedIn: true,
    page: {
      module: "features/fosters/animal-page.tsx",
      component: "AnimalPage",
      words: ["fosters"],
    },
  },
];
