import { describe, expect, it } from "vitest";
import { toBikramSambat } from "./bikram-sambat";

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
