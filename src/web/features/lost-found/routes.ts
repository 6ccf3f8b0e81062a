import { categoriesQuery } from "../../lib/api/categories";
import { loadLazily, type FeatureRoute } from "../../lib/feature-routes";

/*
 * Lost and found (docs/product.md#lost-and-found): the list and a report's page are public and
 * rendered by the server from their loaders' data, so they read without JavaScript.
 */

const words = ["lostFound", "errors"];

export const lostFoundRoutes: FeatureRoute[] = [
  {
    path: "/lost-found",
    load: loadLazily(() => import("./loaders"), "loadReports"),
    page: { module: "features/lost-found/reports-page.tsx", component: "ReportsPage", words },
  },
  {
    // This and "mine" are signed in, yet not in signed-in-routes.ts: `/lost-found/:id` would
    // take their paths in the first bundle's table (lib/feature-routes.ts).
    path: "/lost-found/new",
    signedIn: true,
    load: (_, queryClient) => queryClient.prefetchQuery(categoriesQuery).then(() => null),
    page: { module: "features/lost-found/new-report-page.tsx", component: "NewReportPage", words },
  },
  {
    path: "/lost-found/mine",
    signedIn: true,
    page: { module: "features/lost-found/my-reports-page.tsx", component: "MyReportsPage", words },
  },
  {
    path: "/lost-found/:id",
    load: loadLazily(() => import("./loaders"), "loadReport"),
    page: {
      module: "features/lost-found/report-page.tsx",
      component: "ReportPage",
      errorComponent: "ReportNotFound",
      words,
    },
  },
];
