import type { FeatureRoute } from "../../lib/feature-routes";

/** The page a store prints its tags from (docs/product.md#tags). */
export const tagSignedInRoutes: FeatureRoute[] = [
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
