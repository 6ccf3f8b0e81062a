import type { FeatureRoute } from "../../lib/feature-routes";

/** The admin's pages (the donations panel is the donations feature's, composed by the app). */
export const adminRoutes: FeatureRoute[] = [
  {
    path: "/admin",
    signedIn: true,
    page: { module: "features/admin/admin-page.tsx", component: "AdminPage" },
  },
  {
    path: "/admin/stores/:storeId",
    signedIn: true,
    page: {
      module: "features/admin/store-page.tsx",
      component: "StorePage",
      words: ["admin", "stores", "team"],
    },
  },
  {
    path: "/admin/category",
    signedIn: true,
    page: { module: "features/admin/category-page.tsx", component: "CategoryPage" },
  },
  {
    path: "/admin/fees",
    signedIn: true,
    page: { module: "features/admin/fee-ledger-page.tsx", component: "FeeLedgerPage" },
  },
];
