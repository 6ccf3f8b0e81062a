import { describe, expect, it } from "vitest";
import { mailDateTime } from "./mail-language";

describe("dates in mails", () => {
  it("give Nepal's day and time in both calendars, turning at midnight in Nepal", () => {
    // Midnight in Nepal (UTC+5:45) is 18:15 UTC; 13 April 2024 is 1 Baishakh 2081.
    const [before, after] = ["2024-04-12T18:14:00Z", "2024-04-12T18:16:00Z"];
    expect(mailDateTime("en", before)).toBe("12 April 2024 (30 Chaitra 2080 BS) at 23:59");
    expect(mailDateTime("en", after)).toBe("13 April 2024 (1 Baishakh 2081 BS) at 00:01");
    expect(mailDateTime("ne", before)).toBe("२०८० चैत ३० (१२ अप्रिल २०२४), २३:५९");
    expect(mailDateTime("ne", after)).toBe("२०८१ बैशाख १ (१३ अप्रिल २०२४), ००:०१");
  });
});
