import { describe, expect, it } from "vitest";
import { EXPIRY_MONTHS, expiryYears } from "./card-expiry";

describe("card expiry choices", () => {
  it("offers the months 01 to 12", () => {
    expect(EXPIRY_MONTHS).toEqual([
      "01",
      "02",
      "03",
      "04",
      "05",
      "06",
      "07",
      "08",
      "09",
      "10",
      "11",
      "12",
    ]);
  });

  it("offers the current year and the four after it", () => {
    expect(expiryYears(new Date(2026, 10, 23))).toEqual(["2026", "2027", "2028", "2029", "2030"]);
    expect(expiryYears(new Date(2031, 0, 1))).toEqual(["2031", "2032", "2033", "2034", "2035"]);
  });
});
