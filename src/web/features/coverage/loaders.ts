import type { QueryClient } from "@tanstack/react-query";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { findDistrict } from "../../../contract/places";
import { notFound } from "../../lib/feature-routes";
import {
  coverageIndexQuery,
  districtCoverageQuery,
  isNoSuchPlace,
  wardCoverageQuery,
} from "./api/get-coverage";

/** The loaders of the coverage pages, fetched with the page (routes.ts). */

/** The index's district form is a plain GET: its answer goes to the district's own address. */
export const loadIndex = async ({ request }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const district = findDistrict(new URL(request.url).searchParams.get("district"));
  if (district) throw redirect(`/coverage/${encodeURIComponent(district.name)}`);
  // A failed read is the page's to show, with its retry.
  await Promise.allSettled([queryClient.ensureQueryData(coverageIndexQuery())]);
  return null;
};

export const loadDistrict = async ({ params }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const district = params.district ?? "";
  if (!findDistrict(district)) throw notFound();
  const [read] = await Promise.allSettled([
    queryClient.ensureQueryData(districtCoverageQuery(district)),
  ]);
  if (read.status === "rejected" && isNoSuchPlace(read.reason)) throw notFound();
  return null;
};

export const loadWard = async ({ params }: LoaderFunctionArgs, queryClient: QueryClient) => {
  const district = params.district ?? "";
  const ward = params.ward ?? "";
  if (!findDistrict(district)) throw notFound();
  const [read] = await Promise.allSettled([
    queryClient.ensureQueryData(wardCoverageQuery(district, ward)),
  ]);
  if (read.status === "rejected" && isNoSuchPlace(read.reason)) throw notFound();
  return null;
};
