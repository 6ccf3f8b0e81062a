import { describe, expect, it } from "vitest";
import { placeName, PROVINCES } from "../../contract/places";
import { districtsByName } from "./place-selects";

describe("districtsByName", () => {
  // Sorted by code point for speed: a district added with a name that sorts otherwise in its
  // language's collation fails here.
  it.each(["en", "ne"])(
    "gives each province's districts in %s's alphabetical order",
    (language) => {
      const collator = new Intl.Collator(language);
      for (const province of PROVINCES) {
        const names = districtsByName(province.name, language).map((d) => placeName(d, language));
        expect(names.length).toBeGreaterThan(0);
        expect(names).toEqual([...names].sort(collator.compare));
      }
    },
  );
});
