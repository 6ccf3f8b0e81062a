import { nepalWallClock } from "../../contract/calendar";
import type { Logger } from "./logger";

/**
 * Runs `round` at start (a restart picks up what an earlier run left) and every `everyMs`, one
 * round at a time per instance: a tick that comes while one is under way is skipped. A failed
 * round is logged as `what` failed, and the next tries again. Returns the stop function, which
 * waits for a round under way. Doing a thing once a day is the round's own claim in the
 * database, so several instances may run it.
 */
export function startRounds(
  log: Pick<Logger, "warn">,
  what: string,
  everyMs: number,
  round: () => Promise<unknown>,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= round()
      .then(
        () => undefined,
        (error: unknown) =>
          log.warn(`${what} failed; the next round tries again`, {
            reason: error instanceof Error ? error.message : String(error),
          }),
      )
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** Whether Nepal's clocks still show an hour before `hour` (0–23) today: a daily round waits. */
export const isBeforeNepalHour = (now: Date, hour: number) =>
  nepalWallClock(now).getUTCHours() < hour;
