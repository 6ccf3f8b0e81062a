import type { FeatureRoute } from "../../lib/feature-routes";

/**
 * A store's figures (docs/product.md#figures). The admin's, of all stores, is composed by the
 * app in the admin's frame (app/routes/admin-figures-route.tsx). The charts' code loads with
 * these pages only.
 */
export const figuresRoutes: FeatureRoute[] = [
  {
    path: "/dashboard/figures",
    signedIn: true,
    page: { module: "features/figures/figures-page.tsx", component: "FiguresPage" },
  },
];
