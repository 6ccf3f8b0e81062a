import { isRealDay } from "../../../contract/calendar";
import { REPORT_KINDS, type ReportKind } from "../../../contract/lost-found-values";
import { findDistrict } from "../../../contract/places";

/** The list's filters, as /lost-found's address and the API's query both spell them. */
export interface ReportFilters {
  kind?: ReportKind;
  /** A category id. */
  species?: string;
  /** The district's English name, as the API takes it. */
  district?: string;
  /** Seen on or after this day (YYYY-MM-DD). */
  from?: string;
  page: number;
}

/** Reads the filters from the address, dropping what the API would refuse (a hand-edited link still lists). */
export function parseReportFilters(params: URLSearchParams): ReportFilters {
  const page = Number(params.get("page"));
  const species = params.get("species")?.trim();
  const from = params.get("from")?.trim();
  return {
    kind: REPORT_KINDS.find((kind) => kind === params.get("kind")),
    species: species && /^\d{1,10}$/.test(species) ? species : undefined,
    district: findDistrict(params.get("district"))?.name,
    from: from && isRealDay(from) ? from : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as a query string, empty ones left out, so equal filters make equal addresses and cache keys. */
export function reportFiltersToSearch(filters: ReportFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.species) params.set("species", filters.species);
  if (filters.district) params.set("district", filters.district);
  if (filters.from) params.set("from", filters.from);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}

/** The day `days` before `today` (both YYYY-MM-DD): a "last 7 days" choice is this day. */
export function daysBefore(today: string, days: number) {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}
