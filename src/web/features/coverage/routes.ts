import { loadLazily, type FeatureRoute } from "../../lib/feature-routes";

/*
 * Ward coverage, public and drawn on the server from its loaders, so a municipality's officer
 * reads it with JavaScript off (docs/product.md#ward-coverage). Plain pages: a shared link is
 * a first view (docs/decisions/043-first-view-without-mantine.md).
 */

export const coverageRoutes: FeatureRoute[] = [
  {
    path: "/coverage",
    load: loadLazily(() => import("./loaders"), "loadIndex"),
    page: {
      module: "features/coverage/coverage-index-page.tsx",
      component: "CoverageIndexPage",
      plain: true,
    },
  },
  {
    path: "/coverage/:district",
    load: loadLazily(() => import("./loaders"), "loadDistrict"),
    page: {
      module: "features/coverage/district-page.tsx",
      component: "DistrictPage",
      words: ["coverage", "errors"],
      plain: true,
    },
  },
  {
    path: "/coverage/:district/:ward",
    load: loadLazily(() => import("./loaders"), "loadWard"),
    page: {
      module: "features/coverage/ward-page.tsx",
      component: "WardPage",
      words: ["coverage", "errors"],
      plain: true,
    },
  },
];
