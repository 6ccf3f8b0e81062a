import type { DistrictCoverage, WardCoverage } from "../../../contract/ward-coverage";
import { toCsv } from "../../lib/csv";

/*
 * The coverage as a spreadsheet, for a municipality or the District Livestock Service Office
 * (docs/product.md#ward-coverage): the same numbers as the page, cells guarded by toCsv.
 */

const percent = (share: number | null) => (share === null ? "" : (share * 100).toFixed(1));

/** One row per ward with known dogs, then the district's total. */
export function districtCsv(coverage: DistrictCoverage) {
  const rows = [
    ...coverage.wards.map((ward) => ({ label: String(ward.ward), ...ward })),
    { label: "Total", ...coverage.totals },
  ];
  return toCsv(
    [
      "District",
      "Ward",
      "Known dogs",
      "Sterilised",
      "Sterilised %",
      "Rabies vaccinated within a year",
      "Vaccinated %",
      "Counted on",
    ],
    rows.map((row) => [
      coverage.district,
      row.label,
      row.dogs,
      row.sterilised,
      percent(row.sterilised_share),
      row.vaccinated,
      percent(row.vaccinated_share),
      coverage.today,
    ]),
  );
}

/** One row per known dog of the ward. */
export function wardCsv(coverage: WardCoverage) {
  return toCsv(
    [
      "District",
      "Ward",
      "Tole",
      "Name",
      "Sex",
      "Sterilised",
      "Last rabies vaccination",
      "Registered on",
    ],
    coverage.dog_list.map((dog) => [
      coverage.district,
      coverage.ward,
      dog.tole,
      dog.name,
      dog.sex,
      dog.sterilised ? "yes" : "no",
      dog.last_rabies_on,
      dog.registered_on,
    ]),
  );
}
