import type { QueryClient } from "@tanstack/react-query";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { findDistrict } from "../../../contract/places";
import { notFound, type FeatureRoute } from "../../lib/feature-routes";
import { districtCoverageQuery, isNoSuchPlace, wardCoverageQuery } from "./api/get-coverage";

/*
 * Ward coverage, public and drawn on the server from its loaders, so a municipality's officer
 * reads it with JavaScript off (docs/product.md#ward-coverage). Plain pages: a shared link is
 * a first view (docs/decisions/043-first-view-without-mantine.md).
 */

/** The index's district form is a plain GET: its answer goes to the district's own address. */
const loadIndex = ({ request }: LoaderFunctionArgs) => {
  const district = findDistrict(new URL(request.url).searchParams.get("district"));
  if (district) throw redirect(`/coverage/${encodeURIComponent(district.name)}`);
  return null;
};

const loadDistrict = async ({ params }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const district = params.district ?? "";
  if (!findDistrict(district)) throw notFound();
  const [read] = await Promise.allSettled([
    queryClient.ensureQueryData(districtCoverageQuery(district)),
  ]);
  if (read.status === "rejected" && isNoSuchPlace(read.reason)) throw notFound();
  return null;
};

const loadWard = async ({ params }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const district = params.district ?? "";
  const ward = params.ward ?? "";
  if (!findDistrict(district)) throw notFound();
  const [read] = await Promise.allSettled([
    queryClient.ensureQueryData(wardCoverageQuery(district, ward)),
  ]);
  if (read.status === "rejected" && isNoSuchPlace(read.reason)) throw notFound();
  return null;
};

export const coverageRoutes: FeatureRoute[] = [
  {
    path: "/coverage",
    load: loadIndex,
    page: {
      module: "features/coverage/coverage-index-page.tsx",
      component: "CoverageIndexPage",
      plain: true,
    },
  },
  {
    path: "/coverage/:district",
    load: loadDistrict,
    page: {
      module: "features/coverage/district-page.tsx",
      component: "DistrictPage",
      words: ["coverage", "errors"],
      plain: true,
    },
  },
  {
    path: "/coverage/:district/:ward",
    load: loadWard,
    page: {
      module: "features/coverage/ward-page.tsx",
      component: "WardPage",
      words: ["coverage", "errors"],
      plain: true,
    },
  },
];
