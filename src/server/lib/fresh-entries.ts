/**
 * The catalogue caches' shared rules (decision 046): an entry is kept with the catalogue clock it
 * was made at and the tags of what it read; it is fresh while none of those tags changed after
 * that clock. One compute per key at a time, and a bounded stale window for callers without
 * credentials.
 */

/** What an answer depends on: the clock its data was read at, and its tags (null: every change). */
export interface Dependencies {
  clock: number;
  tags: readonly string[] | null;
}

/** One read of the catalogue's clock and of when some tags last changed. */
export interface ChangesSeen {
  clock: number;
  /** The clock at the tag's last change, 0 if it never changed, undefined if it was not read. */
  changedAt(tag: string): number | undefined;
}

/** Reads the clock and the given tags; requests arriving together share one database read. */
export type ReadChanges = (tags: readonly string[]) => Promise<ChangesSeen>;

/**
 * How long after an entry was last known to be true a caller without credentials may still be
 * given it while its recompute runs (decision 046): long enough to cover a slow render under load,
 * short enough that a visitor never notices; a caller with credentials (who may have made the
 * change) always waits for the fresh one. Counted from the last time it was found fresh, not from
 * when it was found stale: an entry nobody asked for since a change is as old as that change.
 */
export const STALE_WINDOW_MS = 5_000;

/** The tag every entry depends on: categories, and any change not classified. */
export const EVERY_ENTRY_TAG = "all";

export interface Computed<V> {
  value: V;
  /** False: given to this request and its waiters, never kept (and a stale entry is dropped). */
  keep: boolean;
  /** Tags of what the value shows (every entry also depends on EVERY_ENTRY_TAG); null: every change. */
  tags: readonly string[] | null;
  /** The clock its data was read at, when older than the one read before computing. */
  clock?: number;
  bytes: number;
}

interface Entry<V> {
  value: V;
  clock: number;
  tags: readonly string[] | null;
  bytes: number;
  /** When it was made or last found fresh (Date.now()): it was true then. */
  freshAt: number;
}

interface Running<V> {
  clock: number;
  done: Promise<V>;
}

export interface GetOptions {
  /**
   * Who asks: null for a caller without credentials. A compute is shared only among requests
   * of the same caller (what it answers may be the caller's own), and only null may be given a
   * previous entry.
   */
  caller?: string | null;
}

function isFresh(entry: Entry<unknown>, seen: ChangesSeen) {
  if (entry.clock >= seen.clock) return true;
  if (entry.tags === null) return false;
  for (const tag of entry.tags) {
    const at = seen.changedAt(tag);
    if (at === undefined || at > entry.clock) return false;
  }
  return true;
}

const withEveryEntryTag = (tags: readonly string[] | null) =>
  tags === null || tags.includes(EVERY_ENTRY_TAG) ? tags : [...tags, EVERY_ENTRY_TAG];

/** Entries kept while fresh, `maxBytes` at most (the oldest go first). */
export function createFreshEntries<V>(readChanges: ReadChanges, maxBytes: number) {
  const entries = new Map<string, Entry<V>>();
  const running = new Map<string, Running<V>>();
  let bytes = 0;

  function forget(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.bytes;
  }

  function remember(key: string, entry: Entry<V>) {
    forget(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // Map order is insertion order: the oldest entries go first.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  function start(
    key: string,
    group: string,
    clock: number,
    compute: (clock: number) => Promise<Computed<V>>,
  ): Running<V> {
    const run: Running<V> = {
      clock,
      done: compute(clock).then((computed) => {
        if (computed.keep) {
          remember(key, {
            value: computed.value,
            clock: computed.clock ?? clock,
            tags: withEveryEntryTag(computed.tags),
            bytes: computed.bytes,
            freshAt: Date.now(),
          });
        } else {
          forget(key);
        }
        return computed.value;
      }),
    };
    running.set(group, run);
    // Settled either way, the key is free again: a failed compute is retried by the next request.
    const release = () => {
      if (running.get(group) === run) running.delete(group);
    };
    // What failed to be made again (the pet is gone, the store pending) is no longer given to
    // anyone in its place.
    run.done.then(release, () => {
      forget(key);
      release();
    });
    return run;
  }

  return {
    /**
     * The kept value for `key` if nothing it depends on changed since it was made, else the value
     * of `compute(clock)`, `clock` being read before computing (a change landing in between leaves
     * the entry older than its data, never newer). Waiters of a failed compute get its error.
     */
    async get(
      key: string,
      compute: (clock: number) => Promise<Computed<V>>,
      { caller = null }: GetOptions = {},
    ): Promise<V> {
      const group = caller === null ? key : `${key}\n${caller}`;
      for (;;) {
        const seen = await readChanges(entries.get(key)?.tags ?? []);
        const entry = entries.get(key);
        const now = Date.now();
        if (entry && isFresh(entry, seen)) {
          entry.freshAt = now;
          return entry.value;
        }
        const run = running.get(group);
        if (!run) return start(key, group, seen.clock, compute).done;
        // The request that found the entry stale waits for the fresh one; others may take the
        // previous entry while it runs, if that entry was true a short while ago (decision 046).
        if (caller === null && entry && now - entry.freshAt < STALE_WINDOW_MS) {
          return entry.value;
        }
        // A compute begun before a change this request can see would answer without it.
        if (run.clock >= seen.clock) return run.done;
        await run.done.catch(() => undefined);
      }
    },
  };
}
