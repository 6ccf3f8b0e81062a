import type { Logger } from "../lib/logger";
import { BATCH } from "./outbox-rows";

const FLUSH_EVERY_MS = 30_000;
/** A kick waits this long, so messages queued together are claimed and marked sent in one write each. */
const KICK_DELAY_MS = 50;

/**
 * When the outbox sends: a flush runs batches until nothing is left, one flush at a time per
 * process; a kick flushes soon, a timer retries failed sends.
 */
export function createRounds(
  sendBatch: () => Promise<{ claimed: number; sent: number }>,
  log: Logger,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  /** Set when another round is needed: a message was queued, or a full batch left more behind. */
  let again = false;
  let soon: NodeJS.Timeout | undefined;

  function flush(): Promise<number> {
    // One flush at a time per process; a message queued during a flush gets another round.
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        const batch = await sendBatch();
        sent += batch.sent;
        // A full batch may have left more due behind it: they go now, not at the next timer.
        if (batch.claimed === BATCH) again = true;
      } while (again);
      return sent;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function flushNow() {
    clearTimeout(soon);
    soon = undefined;
    void flush().catch((error: unknown) =>
      log.error("E-mail outbox flush failed", { error: String(error) }),
    );
  }

  return {
    flush,
    kick() {
      soon ??= setTimeout(flushNow, KICK_DELAY_MS);
    },
    start() {
      timer ??= setInterval(flushNow, FLUSH_EVERY_MS);
      timer.unref();
    },
    /** Stops the timer; a kick still waiting is carried out, not dropped, and waited for. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      if (soon) flushNow();
      await running?.catch(() => undefined);
    },
  };
}
