import type { FeatureRoute } from "../../lib/feature-routes";

/**
 * The community-dog register and its CNVR camps, for a store's team and its caretakers
 * (docs/product.md#community-dogs, docs/decisions/050-lost-and-found.md).
 */
export const communityDogRoutes: FeatureRoute[] = [
  {
    path: "/dashboard/community-dogs",
    signedIn: true,
    page: {
      module: "features/community-dogs/register-page.tsx",
      component: "RegisterPage",
      words: ["communityDogs", "errors"],
    },
  },
  {
    path: "/dashboard/community-dogs/:dogId",
    signedIn: true,
    page: {
      module: "features/community-dogs/dog-page.tsx",
      component: "DogPage",
      words: ["communityDogs", "errors"],
    },
  },
  {
    path: "/dashboard/camps",
    signedIn: true,
    page: {
      module: "features/community-dogs/camps-page.tsx",
      component: "CampsPage",
      words: ["communityDogs", "errors"],
    },
  },
  {
    path: "/dashboard/camps/new",
    signedIn: true,
    page: {
      module: "features/community-dogs/new-camp-page.tsx",
      component: "NewCampPage",
      words: ["communityDogs", "errors"],
    },
  },
];
