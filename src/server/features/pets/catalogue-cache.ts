import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** What a catalogue route computes: the body it answers with, and headers that go with it. */
export interface Answer<T> {
  body: T;
  headers?: Record<string, string>;
  /** False for what only some callers may see (a draft seen by its owner): never kept. */
  shared: boolean;
}

/** JSON text that says which value it was made from, so a route can answer it with its type. */
export type JsonText<T> = string & { readonly __of?: T };

/** An answer ready to send: its JSON text is made once per entry, not once per request. */
export interface CachedAnswer<T> {
  json: JsonText<T>;
  headers: Record<string, string>;
  shared: boolean;
  /** Null when the answer is not shared. */
  etag: string | null;
  /** The catalogue's version the answer was made at. */
  version: number;
}

type Entry = CachedAnswer<unknown>;

const versionReaders = new WeakMap<Kysely<DB>, () => Promise<number>>();

/**
 * The catalogue's version now. Every change the catalogue shows bumps `catalogue_version` in its
 * own transaction (triggers, migration 0007), so one indexed read tells any instance whether
 * what it keeps is stale: a change made through another instance is seen on the very next
 * request. One reader per database, shared by every cache of the catalogue: requests that
 * arrive together share one read, whichever route they are for.
 */
export function catalogueVersion(db: Kysely<DB>): () => Promise<number> {
  let reader = versionReaders.get(db);
  if (reader) return reader;
  // Built and compiled once: this runs for every batch of catalogue requests.
  const versionQuery = db
    .selectFrom("catalogue_version")
    .select("version")
    .where("id", "=", 1)
    .compile();
  let batch: Promise<number> | null = null;
  // The batch's read begins after all of its requests arrived, so each still sees every change
  // committed before it came; under load this saves most reads.
  reader = () => {
    batch ??= new Promise((resolve) => setImmediate(resolve)).then(async () => {
      batch = null;
      const { rows } = await db.executeQuery(versionQuery);
      return Number(rows[0]?.version);
    });
    return batch;
  };
  versionReaders.set(db, reader);
  return reader;
}

/** Public catalogue answers, kept while the catalogue's version says they are true. */
export function createCatalogueCache(db: Kysely<DB>, maxBytes = 16 * 1024 * 1024) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const currentVersion = catalogueVersion(db);

  function forget(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.json.length;
  }

  function remember(key: string, entry: Entry) {
    forget(key);
    entries.set(key, entry);
    bytes += entry.json.length;
    // Map order is insertion order: the oldest entries go first.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  return {
    /** The cached answer for `key` if nothing changed since it was made, else `compute()`'s. */
    async get<T>(key: string, compute: () => Promise<Answer<T>>): Promise<CachedAnswer<T>> {
      // Read before computing: a change landing in between leaves the entry older than its data, never newer.
      const version = await currentVersion();
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit as CachedAnswer<T>;
      const { body, headers = {}, shared } = await compute();
      const json: JsonText<T> = JSON.stringify(body);
      if (!shared) {
        forget(key);
        return { json, headers, shared, etag: null, version };
      }
      // The same version and key always mean the same answer: a tag without hashing the body.
      const etag = `W/"${version}-${createHash("sha1").update(key).digest("base64url").slice(0, 16)}"`;
      const entry = { version, json, headers, shared, etag };
      remember(key, entry);
      return entry;
    },
  };
}
