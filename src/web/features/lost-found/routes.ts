import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { categoriesQuery } from "../../lib/api/categories";
import { notFound, type FeatureRoute } from "../../lib/feature-routes";
import { matchesQuery } from "./api/get-matches";
import { isMissing, reportQuery } from "./api/get-report";
import { reportsQuery } from "./api/get-reports";
import { parseReportFilters, reportFiltersToSearch } from "./report-filters-url";

/*
 * Lost and found (docs/product.md#lost-and-found): the list and a report's page are public and
 * rendered by the server from their loaders' data, so they read without JavaScript.
 */

const loadReports = ({ request }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const search = reportFiltersToSearch(parseReportFilters(new URL(request.url).searchParams));
  // A failed read is not the page's failure: the page shows it with a way to try again.
  return Promise.all([
    queryClient.prefetchQuery(reportsQuery(search)),
    queryClient.prefetchQuery(categoriesQuery),
  ]).then(() => null);
};

const loadReport = async ({ params }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const id = params.id ?? "";
  try {
    const answer = await queryClient.ensureQueryData(reportQuery(id));
    // Its reporter sees its pairs in the same HTML.
    if (answer.mine) await queryClient.prefetchQuery(matchesQuery(id));
  } catch (error) {
    // An unknown or hidden report is a missing page, for people and search engines.
    if (isMissing(error)) throw notFound();
  }
  return null;
};

const words = ["lostFound", "errors"];

export const lostFoundRoutes: FeatureRoute[] = [
  {
    path: "/lost-found",
    load: loadReports,
    page: { module: "features/lost-found/reports-page.tsx", component: "ReportsPage", words },
  },
  {
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
    path: "/lost-found/matches/:id",
    signedIn: true,
    page: { module: "features/lost-found/match-page.tsx", component: "MatchPage", words },
  },
  {
    path: "/lost-found/:id",
    load: loadReport,
    page: {
      module: "features/lost-found/report-page.tsx",
      component: "ReportPage",
      errorComponent: "ReportNotFound",
      words,
    },
  },
];
