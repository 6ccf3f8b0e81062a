import { describe, expect, it } from "vitest";
import { daysBefore, parseReportFilters, reportFiltersToSearch } from "./report-filters-url";

const parse = (search: string) => parseReportFilters(new URLSearchParams(search));

describe("the lost-and-found list's filters in the address", () => {
  it("survive a round trip, empty ones left out", () => {
    const search = "kind=found&species=2&district=Lalitpur&from=2025-01-10&page=3";
    expect(reportFiltersToSearch(parse(search))).toBe(search);
    expect(reportFiltersToSearch(parse("kind=&species=&district=&from=&page=1"))).toBe("");
  });

  it("drop what the API would refuse, and spell a district as the API does", () => {
    expect(parse("kind=stolen&species=dog&district=lalitpur&from=2025-02-30&page=-1")).toEqual({
      kind: undefined,
      species: undefined,
      district: "Lalitpur",
      from: undefined,
      page: 1,
    });
  });

  it("count days back across a month and a year", () => {
    expect(daysBefore("2025-03-01", 1)).toBe("2025-02-28");
    expect(daysBefore("2025-01-05", 7)).toBe("2024-12-29");
  });
});
