import { describe, expect, it } from "vitest";
import { formatDate, formatDayInBothCalendars, formatNumber, formatRupees } from "./format";

// Nepal time, written without a zone (src/contract/calendar.ts).
const day = "2026-12-12T10:05";

describe("formatting in the reader's language", () => {
  it("writes English dates and numbers the British way", () => {
    expect(formatDate("en", day, { dateStyle: "medium" })).toBe("12 Dec 2026");
    expect(formatNumber("en", 1234567)).toBe("1,234,567");
  });

  it("writes Nepali dates in Bikram Sambat, with Nepali month and weekday names and Devanagari digits", () => {
    // Known days: 1 Baishakh 2081 BS = 13 April 2024; 1 Baishakh 2082 BS = 14 April 2025.
    expect(formatDate("ne", "2024-04-13", { dateStyle: "medium" })).toBe("२०८१ बैशाख १");
    expect(formatDate("ne", "2025-04-14", { dateStyle: "medium" })).toBe("२०८२ बैशाख १");
    expect(formatDate("ne", "2025-04-13", { dateStyle: "medium" })).toBe("२०८१ चैत ३१");
    expect(formatDate("ne", day, { dateStyle: "medium" })).toBe("२०८३ मंसिर २६");
    expect(formatDate("ne", day, { dateStyle: "medium", timeStyle: "short" })).toBe(
      "२०८३ मंसिर २६, १०:०५",
    );
    expect(
      formatDate("ne", day, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    ).toBe("शनिबार, २०८३ मंसिर २६");
    expect(formatDate("ne", day, { timeStyle: "short" })).toBe("१०:०५");
    expect(formatDate("ne", "2027-01-09", { month: "short" })).toBe("पुस");
    expect(formatDate("ne", "2027-01-09", { day: "numeric" })).toBe("२५");
  });

  it("keeps AD in Nepali when asked (what is counted by AD months)", () => {
    expect(formatDate("ne", day, { month: "long", year: "numeric", calendar: "gregory" })).toBe(
      "डिसेम्बर २०२६",
    );
  });

  it("writes a day in both calendars for receipts and agreements", () => {
    const newYear = "2024-04-13T09:00";
    expect(formatDayInBothCalendars("ne", newYear)).toBe("२०८१ बैशाख १ (१३ अप्रिल २०२४)");
    expect(formatDayInBothCalendars("en", newYear)).toBe("13 Apr 2024 (1 Baishakh 2081 BS)");
  });

  it("shows the day it is in Nepal, whichever zone the reader is in", () => {
    // Midnight in Nepal (UTC+5:45) is 18:15 UTC; 13 April 2024 is 1 Baishakh 2081.
    const [before, after] = ["2024-04-12T18:14:00Z", "2024-04-12T18:16:00Z"];
    expect(formatDate("en", before, { dateStyle: "medium", timeStyle: "short" })).toBe(
      "12 Apr 2024, 23:59",
    );
    expect(formatDate("en", after, { dateStyle: "medium", timeStyle: "short" })).toBe(
      "13 Apr 2024, 00:01",
    );
    expect(formatDate("ne", before, { dateStyle: "medium", timeStyle: "short" })).toBe(
      "२०८० चैत ३०, २३:५९",
    );
    expect(formatDate("ne", after, { dateStyle: "medium", timeStyle: "short" })).toBe(
      "२०८१ बैशाख १, ००:०१",
    );
    expect(formatDayInBothCalendars("en", before)).toBe("12 Apr 2024 (30 Chaitra 2080 BS)");
    expect(formatDayInBothCalendars("en", after)).toBe("13 Apr 2024 (1 Baishakh 2081 BS)");
    expect(formatDayInBothCalendars("ne", before)).toBe("२०८० चैत ३० (१२ अप्रिल २०२४)");
    expect(formatDayInBothCalendars("ne", after)).toBe("२०८१ बैशाख १ (१३ अप्रिल २०२४)");
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
