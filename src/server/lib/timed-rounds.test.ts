import { afterEach, describe, expect, it, vi } from "vitest";
import { isBeforeNepalHour, startRounds } from "./timed-rounds";

/**
 * The timer the daily rounds (digests, boosters, reports' renewals) and the saved searches'
 * alerts run on: at start, then every tick, one round at a time; a failure waits for the next.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** A round that stays under way until `finish` is called, counting its starts. */
function slowRound() {
  let starts = 0;
  let finish = () => {};
  const round = () => {
    starts += 1;
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { round, starts: () => starts, finish: () => finish() };
}

const quietLog = () => ({ warn: vi.fn() });

describe("startRounds", () => {
  it("runs at start and each tick, never twice at once, and stops after the round under way", async () => {
    vi.useFakeTimers();
    const slow = slowRound();
    const stop = startRounds(quietLog(), "Test rounds", 60_000, slow.round);
    expect(slow.starts()).toBe(1);
    // A tick while the first round is under way starts none.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(slow.starts()).toBe(1);
    slow.finish();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(slow.starts()).toBe(2);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    slow.finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(180_000);
    expect(slow.starts()).toBe(2);
  });

  it("logs a failed round, and the next tick tries again", async () => {
    vi.useFakeTimers();
    const log = quietLog();
    const round = vi.fn().mockRejectedValueOnce(new Error("database gone")).mockResolvedValue(3);
    const stop = startRounds(log, "Test rounds", 60_000, round);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.warn).toHaveBeenCalledWith("Test rounds failed; the next round tries again", {
      reason: "database gone",
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(round).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await stop();
  });
});

describe("isBeforeNepalHour", () => {
  it("reads the hour on Nepal's clocks (UTC+5:45)", () => {
    expect(isBeforeNepalHour(new Date("2026-03-10T06:59:00+05:45"), 7)).toBe(true);
    expect(isBeforeNepalHour(new Date("2026-03-10T07:00:00+05:45"), 7)).toBe(false);
    // 01:15 UTC is 07:00 in Kathmandu.
    expect(isBeforeNepalHour(new Date("2026-03-10T01:15:00Z"), 7)).toBe(false);
  });
});
