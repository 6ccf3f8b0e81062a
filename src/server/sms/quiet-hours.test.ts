import { describe, expect, it } from "vitest";
import { sendableAt } from "./quiet-hours";

/** Nepal time is UTC+5:45: 21:00 there is 15:15 UTC, 07:00 is 01:15 UTC. */
const at = (iso: string) => new Date(iso);
const nightly = { from: 21, to: 7 };

describe("sendableAt", () => {
  it.each([
    ["20:59 in Kathmandu", "2026-11-26T15:14:00Z", "2026-11-26T15:14:00Z"],
    ["21:00 in Kathmandu", "2026-11-26T15:15:00Z", "2026-11-27T01:15:00Z"],
    ["23:30 in Kathmandu", "2026-11-26T17:45:00Z", "2026-11-27T01:15:00Z"],
    ["02:10 in Kathmandu, after midnight", "2026-11-26T20:25:00Z", "2026-11-27T01:15:00Z"],
    ["06:59 in Kathmandu", "2026-11-27T01:14:00Z", "2026-11-27T01:15:00Z"],
    ["07:00 in Kathmandu", "2026-11-27T01:15:00Z", "2026-11-27T01:15:00Z"],
  ])("holds a message sent at %s until 07:00 there when it is quiet", (_, now, expected) => {
    expect(sendableAt(at(now), nightly).toISOString()).toBe(new Date(expected).toISOString());
  });

  it("holds within hours that do not pass midnight (13-14)", () => {
    const lunch = { from: 13, to: 14 };
    // 13:30 in Kathmandu is 07:45 UTC; it may go at 14:00 there, 08:15 UTC.
    expect(sendableAt(at("2026-11-26T07:45:00Z"), lunch).toISOString()).toBe(
      "2026-11-26T08:15:00.000Z",
    );
    expect(sendableAt(at("2026-11-26T08:15:00Z"), lunch).toISOString()).toBe(
      "2026-11-26T08:15:00.000Z",
    );
  });

  it("sends at once without quiet hours", () => {
    expect(sendableAt(at("2026-11-26T17:45:00Z"), null).toISOString()).toBe(
      "2026-11-26T17:45:00.000Z",
    );
  });
});
