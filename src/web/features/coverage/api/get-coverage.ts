import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/http";

/*
 * Ward coverage, public (docs/product.md#ward-coverage). The district comes from the page's
 * address, decoded: encoded again by apiFetch it stays one path segment.
 */

// An unknown district or ward will not appear by asking again.
const retryUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** GET /api/coverage: every district with known dogs, the most first. */
export const coverageIndexQuery = () =>
  queryOptions({
    queryKey: ["coverage"],
    queryFn: ({ signal }) => apiFetch("GET /coverage", { signal }),
  });

export const useCoverageIndex = () => useQuery(coverageIndexQuery());

/** GET /api/coverage/{district}: each ward of the district with known dogs, and the totals. */
export const districtCoverageQuery = (district: string) =>
  queryOptions({
    queryKey: ["coverage", district.toLowerCase()],
    queryFn: ({ signal }) => apiFetch("GET /coverage/:district", { param: { district }, signal }),
    retry: retryUnlessRefused,
  });

export const useDistrictCoverage = (district: string) => useQuery(districtCoverageQuery(district));

/** GET /api/coverage/{district}/wards/{ward}: the ward's numbers, its months and its dogs. */
export const wardCoverageQuery = (district: string, ward: string) =>
  queryOptions({
    queryKey: ["coverage", district.toLowerCase(), ward],
    queryFn: ({ signal }) =>
      apiFetch("GET /coverage/:district/wards/:ward", { param: { district, ward }, signal }),
    retry: retryUnlessRefused,
  });

export const useWardCoverage = (district: string, ward: string) =>
  useQuery(wardCoverageQuery(district, ward));

/** An unknown district or a ward out of range: the page is missing. */
export const isNoSuchPlace = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The CSVs a municipality downloads, served by the API as files. */
export const districtCsvHref = (district: string) =>
  `/api/coverage/${encodeURIComponent(district)}/wards.csv`;
export const wardCsvHref = (district: string, ward: number) =>
  `/api/coverage/${encodeURIComponent(district)}/wards/${ward}/dogs.csv`;
