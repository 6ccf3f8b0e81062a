import { describe, expect, it } from "vitest";
import { MOST_WARDS, MOST_WARDS_ANYWHERE, wardExists } from "./district-wards";
import { DISTRICTS } from "./places";

describe("the wards of each district", () => {
  it("names every district once, and adds up to Nepal's largest local levels", () => {
    expect(Object.keys(MOST_WARDS).sort()).toEqual(DISTRICTS.map(({ name }) => name).sort());
    expect(MOST_WARDS_ANYWHERE).toBe(33);
    expect(MOST_WARDS).toMatchObject({ Kathmandu: 32, Kaski: 33, Lalitpur: 29, Mustang: 5 });
  });

  it.each([
    ["Kathmandu", 32, true],
    ["Kathmandu", 33, false],
    ["Taplejung", 11, true],
    ["Taplejung", 12, false],
    ["Lalitpur", 0, false],
    ["Lalitpur", 2.5, false],
    ["Atlantis", 1, false],
  ] as const)("%s has a ward %d: %s", (district, ward, exists) => {
    expect(wardExists(district, ward)).toBe(exists);
  });
});
