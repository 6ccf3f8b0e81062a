import type { CoverageCounts } from "../../../contract/ward-coverage";
import { findDistrict, placeName } from "../../../contract/places";

/** A share (0 to 1) as a whole percent; null when there are no dogs to share among. */
export const percentOf = (share: number | null) =>
  share === null ? null : Math.round(share * 100);

/** The district's name in the reader's language, from the address's English name. */
export function districtName(district: string, language: string) {
  const known = findDistrict(district);
  return known ? placeName(known, language) : district;
}

export type Counts = Pick<
  CoverageCounts,
  "dogs" | "sterilised" | "sterilised_share" | "vaccinated" | "vaccinated_share"
>;
