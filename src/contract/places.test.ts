import { describe, expect, it } from "vitest";
import { DISTRICT_HEADQUARTERS, nearestDistrict } from "./district-headquarters";
import { DISTRICTS, districtsOf, findDistrict, PROVINCES } from "./places";

describe("Nepal's places", () => {
  it("has 7 provinces and 77 districts, each named once in English and in Devanagari", () => {
    expect(PROVINCES).toHaveLength(7);
    expect(DISTRICTS).toHaveLength(77);
    const names = [...PROVINCES, ...DISTRICTS];
    expect(new Set(names.map((place) => place.name.toLowerCase())).size).toBe(names.length);
    expect(new Set(names.map((place) => place.name_ne)).size).toBe(names.length);
    for (const place of names) expect(place.name_ne).toMatch(/^[\p{Script=Devanagari} ]+$/u);
  });

  it("puts each district in its province", () => {
    expect(PROVINCES.map(({ name }) => districtsOf(name).length)).toEqual([
      14, 8, 13, 11, 12, 10, 9,
    ]);
    expect(findDistrict("kaski")).toMatchObject({ name: "Kaski", province: "Gandaki" });
    expect(findDistrict("Pokhara")).toBeUndefined();
  });

  it("knows where every district's headquarters is, and no other place", () => {
    expect(Object.keys(DISTRICT_HEADQUARTERS).sort()).toEqual(
      DISTRICTS.map(({ name }) => name).sort(),
    );
    for (const [lat, lon] of Object.values(DISTRICT_HEADQUARTERS)) {
      expect(lat).toBeGreaterThan(26.3);
      expect(lat).toBeLessThan(30.5);
      expect(lon).toBeGreaterThan(80);
      expect(lon).toBeLessThan(88.3);
    }
  });

  it.each([
    ["Lakeside, Pokhara", 28.209, 83.959, "Kaski"],
    ["Thamel, Kathmandu", 27.715, 85.312, "Kathmandu"],
    ["Patan Durbar Square", 27.673, 85.325, "Lalitpur"],
    ["Biratnagar", 26.455, 87.28, "Morang"],
    ["Dhangadhi", 28.69, 80.6, "Kailali"],
  ])("finds the nearest district to %s", (_, lat, lon, district) => {
    expect(nearestDistrict(lat, lon)).toBe(district);
  });
});
