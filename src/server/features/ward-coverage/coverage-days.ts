import { RABIES_VALID_DAYS } from "../../../contract/community-dog-values";
import type { CoverageCounts } from "../../../contract/ward-coverage";

/** The day `days` after `day` (before, when negative), both YYYY-MM-DD. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The first day a rabies vaccination is still counted on `day`: one given after it is within
 * RABIES_VALID_DAYS (docs/product.md#ward-coverage).
 */
export const rabiesCountedAfter = (day: string) => addDays(day, -RABIES_VALID_DAYS);

/** The last day of a month `YYYY-MM`. */
export function monthEnd(month: string) {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
}

/** A share of the known dogs; none when there are none. */
export const shareOf = (count: number, dogs: number) => (dogs === 0 ? null : count / dogs);

export function countsOf(dogs: number, sterilised: number, vaccinated: number): CoverageCounts {
  return {
    dogs,
    sterilised,
    sterilised_share: shareOf(sterilised, dogs),
    vaccinated,
    vaccinated_share: shareOf(vaccinated, dogs),
  };
}
