import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatRupees } from "./format";

const day = new Date(2026, 11, 12, 10, 5);

describe("formatting in the reader's language", () => {
  it("writes English dates and numbers the British way", () => {
    expect(formatDate("en", day, { dateStyle: "medium" })).toBe("12 Dec 2026");
    expect(formatNumber("en", 1234567)).toBe("1,234,567");
  });

  it("writes Nepali dates with Nepali month and weekday names and Devanagari digits", () => {
    expect(formatDate("ne", day, { dateStyle: "medium" })).toBe("१२ डिसेम्बर २०२६");
    expect(
      formatDate("ne", day, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    ).toBe("शनिबार, १२ डिसेम्बर २०२६");
    expect(formatDate("ne", day, { timeStyle: "short" })).toBe("१०:०५");
    expect(formatDate("ne", new Date(2027, 0, 9), { month: "short" })).toBe("जनवरी");
  });

  it("groups Nepali numbers in lakhs, with Devanagari digits", () => {
    expect(formatNumber("ne", 1234567)).toBe("१२,३४,५६७");
    expect(formatNumber("ne", 500)).toBe("५००");
  });
});

describe("rupees", () => {
  it("writes whole rupees as the mails do, in each language", () => {
    expect(formatRupees("en", 150000)).toBe("Rs 150,000");
    expect(formatRupees("ne", 150000)).toBe("रु १,५०,०००");
  });
});
