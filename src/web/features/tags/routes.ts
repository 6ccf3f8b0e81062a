import { loadLazily, type FeatureRoute } from "../../lib/feature-routes";

/** The tags a finder scans (docs/product.md#tags), and the page a store prints them from. */
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
  {
    path: "/dashboard/tags",
    signedIn: true,
    page: {
      module: "features/tags/print-tags-page.tsx",
      component: "PrintTagsPage",
      words: ["tags", "errors"],
    },
  },
];
