import { describe, expect, it } from "vitest";
import { fromBikramSambat, toBikramSambat } from "./bikram-sambat";

/** Known days of Nepal's calendar, from the Government of Nepal's published calendars. */
describe("toBikramSambat", () => {
  it.each([
    [[2024, 3, 13], { year: 2081, monthIndex: 0, day: 1 }],
    [[2025, 3, 14], { year: 2082, monthIndex: 0, day: 1 }],
    [[2025, 3, 13], { year: 2081, monthIndex: 11, day: 31 }],
  ] as const)("turns %j into %j", ([year, month, day], bs) => {
    expect(toBikramSambat(year, month, day)).toEqual(bs);
  });
});

describe("fromBikramSambat", () => {
  it("gives back the AD day of every BS day it is handed", () => {
    for (const ad of ["2024-01-01", "2025-04-14", "2026-11-29", "2027-03-13"]) {
      const [y, m, d] = ad.split("-").map(Number) as [number, number, number];
      expect(fromBikramSambat(toBikramSambat(y, m - 1, d))).toBe(ad);
    }
  });

  it("refuses a day the month does not have", () => {
    expect(fromBikramSambat({ year: 2083, monthIndex: 0, day: 33 })).toBeNull();
    expect(fromBikramSambat({ year: 2083, monthIndex: 11, day: 32 })).toBeNull();
  });
});
