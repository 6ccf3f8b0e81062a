import { loadLazily, type FeatureRoute } from "../../lib/feature-routes";

/** The page of a tag a finder scans (docs/product.md#tags). */
export const tagRoutes: FeatureRoute[] = [
  {
    path: "/t/:token",
    load: loadLazily(() => import("./loaders"), "loadTag"),
    page: {
      module: "features/tags/tag-page.tsx",
      component: "TagPage",
      errorComponent: "TagNotFound",
      words: ["tags", "errors"],
      plain: true,
    },
  },
];
