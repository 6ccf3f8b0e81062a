import { describe, expect, it } from "vitest";
import { nepalDay, nepalTime, writeDayInBothCalendars } from "./calendar";

// Midnight in Nepal (UTC+5:45) is 18:15 UTC: a minute either side is another day in both
// calendars, here the last of 2080 BS and the first of 2081 (13 April 2024).
const before = "2024-04-12T18:14:00Z";
const after = "2024-04-12T18:16:00Z";

describe("Nepal's day and time", () => {
  it("turns at midnight in Nepal, not in UTC or the runtime's zone", () => {
    expect(nepalTime(before)).toEqual({
      ad: { year: 2024, monthIndex: 3, day: 12 },
      bs: { year: 2080, monthIndex: 11, day: 30 },
      weekday: 5,
      time: "23:59",
    });
    expect(nepalTime(new Date(after))).toEqual({
      ad: { year: 2024, monthIndex: 3, day: 13 },
      bs: { year: 2081, monthIndex: 0, day: 1 },
      weekday: 6,
      time: "00:01",
    });
    expect([nepalDay(before), nepalDay(after)]).toEqual(["2024-04-12", "2024-04-13"]);
  });

  it("writes the day in both calendars, in each language", () => {
    expect(writeDayInBothCalendars("en", before, "long")).toBe(
      "12 April 2024 (30 Chaitra 2080 BS)",
    );
    expect(writeDayInBothCalendars("en", after, "short")).toBe("13 Apr 2024 (1 Baishakh 2081 BS)");
    expect(writeDayInBothCalendars("ne", before, "long")).toBe("२०८० चैत ३० (१२ अप्रिल २०२४)");
    expect(writeDayInBothCalendars("ne", after, "long")).toBe("२०८१ बैशाख १ (१३ अप्रिल २०२४)");
  });

  it("takes a day or a time written without a zone as Nepal's", () => {
    expect(nepalTime("2026-12-12T10:05").time).toBe("10:05");
    expect(nepalTime("2026-12-12T10:05:00").ad).toEqual({ year: 2026, monthIndex: 11, day: 12 });
    expect(nepalDay("2026-12-12")).toBe("2026-12-12");
    expect(nepalDay("2026-12-12T00:00:00+05:45")).toBe("2026-12-12");
  });
});
