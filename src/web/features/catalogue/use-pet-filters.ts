import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  FEE_FILTERS,
  PET_SORTS,
  type FeeFilter,
  type PetSort,
} from "../../../contract/catalogue-values";
import { filterValues, PROFILE_FILTERS, type ProfileFilters } from "../../../contract/pet-profile";
import { GENDERS } from "../../../contract/pets-values";
import { findDistrict, findProvince } from "../../../contract/places";

export interface PetFilterValues extends ProfileFilters {
  category?: string;
  gender?: (typeof GENDERS)[number];
  q?: string;
  location?: string;
  /** English names, as the API takes them. */
  province?: string;
  district?: string;
  /** Words of the breed or the colour, in either script. */
  breed?: string;
  colour?: string;
  fee?: FeeFilter;
  video?: "yes";
  sort: PetSort;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((known) => known === value);
/** `age=baby,young` from a link, or `age=baby&age=young` from the filters' plain form. */
const listOf = <T extends string>(values: readonly T[], given: string[]) =>
  given
    .flatMap((value) => value.split(","))
    .filter((item): item is T => values.includes(item as T));

/**
 * The province and district as the data spells them. A district outside the province is dropped:
 * it would list nothing (a plain form's province changed without its district).
 */
function parsePlace(params: URLSearchParams) {
  const province = findProvince(params.get("province"))?.name;
  const district = findDistrict(params.get("district"));
  const fits = district && (!province || district.province === province);
  return { province, district: fits ? district.name : undefined };
}

/** Reads the filters from the URL, dropping what the API would refuse (a hand-edited link still works). */
export function parseFilters(params: URLSearchParams): PetFilterValues {
  const page = Number(params.get("page"));
  return {
    category: params.get("category")?.trim() || undefined,
    gender: oneOf(GENDERS, params.get("gender")),
    q: params.get("q")?.trim() || undefined,
    location: params.get("location")?.trim() || undefined,
    ...parsePlace(params),
    breed: params.get("breed")?.trim() || undefined,
    colour: params.get("colour")?.trim() || undefined,
    fee: oneOf(FEE_FILTERS, params.get("fee")),
    video: oneOf(["yes"] as const, params.get("video")),
    ...(Object.fromEntries(
      PROFILE_FILTERS.map((filter) => [
        filter.param,
        listOf(filterValues(filter), params.getAll(filter.param)),
      ]),
    ) as unknown as ProfileFilters),
    sort: oneOf(PET_SORTS, params.get("sort")) ?? "newest",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as a query string, defaults left out, so equal filters make equal URLs and cache keys. */
export function filtersToSearch(filters: PetFilterValues): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.gender) params.set("gender", filters.gender);
  for (const { param } of PROFILE_FILTERS) {
    if (filters[param].length) params.set(param, filters[param].join(","));
  }
  for (const name of ["breed", "colour", "fee", "video"] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.location) params.set("location", filters.location);
  if (filters.province) params.set("province", filters.province);
  if (filters.district) params.set("district", filters.district);
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  // Commas need no escaping in a query: `age=baby,young` reads better in a shared link.
  return params.toString().replaceAll("%2C", ",");
}

/** How many filters narrow the list (search and sort aside), for the phone's Filters button. */
export const countFilters = (filters: PetFilterValues) =>
  [
    filters.category,
    filters.gender,
    filters.breed,
    filters.colour,
    filters.fee,
    filters.video,
    filters.location,
    filters.province,
    filters.district,
  ].filter(Boolean).length +
  PROFILE_FILTERS.reduce((count, { param }) => count + filters[param].length, 0);

/**
 * The listing's filters live in the URL: a filtered list can be shared and
 * the back button steps through earlier filters. Changing a filter goes back to page 1.
 */
export function usePetFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const update = useCallback(
    (change: Partial<PetFilterValues>) => {
      const next = { ...filters, page: 1, ...change };
      setParams(filtersToSearch(next));
    },
    [filters, setParams],
  );
  const clear = useCallback(() => setParams(""), [setParams]);

  return {
    filters,
    update,
    clear,
    /** The API takes the same query string (its page size is the default, PETS_PAGE_SIZE). */
    apiSearch: filtersToSearch(filters),
  };
}
