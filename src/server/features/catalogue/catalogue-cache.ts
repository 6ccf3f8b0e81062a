import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

interface Entry {
  version: number;
  value: unknown;
  bytes: number;
}

/**
 * Public catalogue answers, kept while the database says they are true. Every change the
 * catalogue shows bumps `catalogue_version` in its own transaction (triggers, migration
 * 0007), so one indexed read per request tells any instance whether its copy is stale:
 * a change made through another instance is seen on the very next request.
 */
export function createCatalogueCache(db: Kysely<DB>, maxBytes = 16 * 1024 * 1024) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Built and compiled once: this runs on every catalogue request.
  const versionQuery = db
    .selectFrom("catalogue_version")
    .select("version")
    .where("id", "=", 1)
    .compile();

  function forget(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.bytes;
  }

  function remember(key: string, entry: Entry) {
    forget(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // Map order is insertion order: the oldest entries go first.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  return {
    /**
     * The cached value for `key` if nothing changed since it was made, else `compute()`'s.
     * `compute` says whether its answer may be shared (a draft seen by its owner may not).
     */
    async get<T>(
      key: string,
      compute: () => Promise<{ value: T; shared: boolean }>,
    ): Promise<{ value: T; etag: string | null }> {
      // Read before computing: a change landing in between leaves the entry older than its data, never newer.
      const { rows } = await db.executeQuery(versionQuery);
      const version = Number(rows[0]?.version);
      // The same version and key always mean the same answer: a tag without hashing the body.
      const etag = `W/"${version}-${createHash("sha1").update(key).digest("base64url").slice(0, 16)}"`;
      const hit = entries.get(key);
      if (hit && hit.version === version) return { value: hit.value as T, etag };
      const { value, shared } = await compute();
      if (!shared) {
        forget(key);
        return { value, etag: null };
      }
      remember(key, { version, value, bytes: JSON.stringify(value).length });
      return { value, etag };
    },
  };
}
