import { describe, expect, it } from "vitest";
import { formatDate, formatDayInBothCalendars, formatNumber, formatRupees } from "./format";

const day = new Date(2026, 11, 12, 10, 5);

describe("formatting in the reader's language", () => {
  it("writes English dates and numbers the British way", () => {
    expect(formatDate("en", day, { dateStyle: "medium" })).toBe("12 Dec 2026");
    expect(formatNumber("en", 1234567)).toBe("1,234,567");
  });

  it("writes Nepali dates in Bikram Sambat, with Nepali month and weekday names and Devanagari digits", () => {
    // Known days: 1 Baishakh 2081 BS = 13 April 2024; 1 Baishakh 2082 BS = 14 April 2025.
    expect(formatDate("ne", new Date(2024, 3, 13), { dateStyle: "medium" })).toBe("२०८१ बैशाख १");
    expect(formatDate("ne", new Date(2025, 3, 14), { dateStyle: "medium" })).toBe("२०८२ बैशाख १");
    expect(formatDate("ne", new Date(2025, 3, 13), { dateStyle: "medium" })).toBe("२०८१ चैत ३१");
    expect(formatDate("ne", day, { dateStyle: "medium" })).toBe("२०८३ मंसिर २६");
    expect(formatDate("ne", day, { dateStyle: "medium", timeStyle: "short" })).toBe(
      "२०८३ मंसिर २६, १०:०५",
    );
    expect(
      formatDate("ne", day, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    ).toBe("शनिबार, २०८३ मंसिर २६");
    expect(formatDate("ne", day, { timeStyle: "short" })).toBe("१०:०५");
    expect(formatDate("ne", new Date(2027, 0, 9), { month: "short" })).toBe("पुस");
    expect(formatDate("ne", new Date(2027, 0, 9), { day: "numeric" })).toBe("२५");
  });

  it("keeps AD in Nepali when asked (what is counted by AD months)", () => {
    expect(formatDate("ne", day, { month: "long", year: "numeric", calendar: "gregory" })).toBe(
      "डिसेम्बर २०२६",
    );
  });

  it("writes a day in both calendars for receipts and agreements", () => {
    const newYear = new Date(2024, 3, 13, 9);
    expect(formatDayInBothCalendars("ne", newYear)).toBe("२०८१ बैशाख १ (१३ अप्रिल २०२४)");
    expect(formatDayInBothCalendars("en", newYear)).toBe("13 Apr 2024 (1 Baishakh 2081 BS)");
  });

  it("groups Nepali numbers in lakhs, with Devanagari digits", () => {
    expect(formatNumber("ne", 1234567)).toBe("१२,३४,५६७");
    expect(formatNumber("ne", 500)).toBe("५००");
  });
});

describe("rupees", () => {
  it("writes whole rupees as the mails do, in each language", () => {
    expect(formatRupees("en", 123456)).toBe("Rs 1,23,456");
    expect(formatRupees("ne", 123456)).toBe("रू १,२३,४५६");
    expect(formatRupees("ne", 150000)).toBe("रू १,५०,०००");
  });
});
