import { describe, expect, it } from "vitest";
import { monthName } from "./month-words";

describe("a counted month in the reader's calendar", () => {
  it("is the AD month in English", () => {
    expect(monthName("en", "2026-04")).toBe("Apr 2026");
    expect(monthName("en", "2026-04", { withAd: true })).toBe("Apr 2026");
  });

  it("is the Bikram Sambat months it spans in Nepali, with the AD month when asked", () => {
    // 1 May 2026 is 2083 Baishakh 18; 31 May is Jestha 17.
    expect(monthName("ne", "2026-05")).toBe("बैशाख–जेठ २०८३");
    expect(monthName("ne", "2026-05", { withAd: true })).toBe("बैशाख–जेठ २०८३ (मे २०२६)");
    // April spans the new year: Chaitra 2082 to Baishakh 2083.
    expect(monthName("ne", "2026-04")).toBe("चैत २०८२–बैशाख २०८३");
  });
});
