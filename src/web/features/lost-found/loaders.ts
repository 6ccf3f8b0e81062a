import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { categoriesQuery } from "../../lib/api/categories";
import { notFound } from "../../lib/feature-routes";
import { matchesQuery } from "./api/get-matches";
import { isMissing, reportQuery } from "./api/get-report";
import { reportsQuery } from "./api/get-reports";
import { parseReportFilters, reportFiltersToSearch } from "./report-filters-url";

/** The loaders of lost and found's public pages, fetched with the page (routes.ts). */

export const loadReports = ({ request }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const search = reportFiltersToSearch(parseReportFilters(new URL(request.url).searchParams));
  // A failed read is not the page's failure: the page shows it with a way to try again.
  return Promise.all([
    queryClient.prefetchQuery(reportsQuery(search)),
    queryClient.prefetchQuery(categoriesQuery),
  ]).then(() => null);
};

export const loadReport = async ({ params }: LoaderFunctionArgs, queryClient: QueryClient) => {
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
