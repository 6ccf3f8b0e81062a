import { createHash } from "node:crypto";
import { CompiledQuery, sql, type Kysely } from "kysely";
import type { Context } from "hono";
import type { DB } from "../../db/schema";
import type { AppEnv } from "../../lib/router";
import {
  createFreshEntries,
  type ChangesSeen,
  type Dependencies,
  type GetOptions,
  type ReadChanges,
} from "../../lib/fresh-entries";

/** The tags a catalogue response depends on (decision 046; the triggers of migration 0030 write them). */
export const catalogueTags = {
  /** A pet's row, its photos, its requests' shown status. */
  pet: (id: number) => `pet:${id}`,
  /** A store's row, its owner's phone. */
  store: (id: number) => `store:${id}`,
  /** Anything a pet card shows, or the listing filters or sorts by. */
  cards: "cards",
  /** What the full-text search reads: listings with `q` depend on it. */
  text: "text",
} as const;

interface ResponseFacts {
  headers?: Record<string, string>;
  /** False for what only some callers may see (a draft seen by its owner): never kept. */
  shared: boolean;
  /** The tags of what the body shows (catalogueTags); every response also depends on categories. */
  tags: readonly string[];
}

/**
 * What a catalogue route computes: the body it responds with, and headers that go with it; or,
 * for a list whose items are kept elsewhere (a pet's card in the similar pets of many pets),
 * the items' JSON texts, held by reference instead of copied into one text per response.
 */
export type CatalogueResponse<T> = ResponseFacts & ({ body: T } | { itemTexts: readonly string[] });

/** JSON text that says which value it was made from, so a route can response it with its type. */
export type JsonText<T> = string & { readonly __of?: T };

/** A response ready to send: its JSON text is made once per entry, not once per request. */
export interface CachedResponse<T> extends Dependencies {
  /** Made from `items` on each read when they are given: the whole text is kept nowhere. */
  json: JsonText<T>;
  /** A list response's items' JSON texts, shared with other responses (CatalogueResponse's itemTexts). */
  items?: readonly string[];
  headers: Record<string, string>;
  shared: boolean;
  /** Null when the response is not shared. */
  etag: string | null;
}

const readers = new WeakMap<Kysely<DB>, ReadChanges>();

/**
 * The catalogue's clock and when the asked tags last changed. Every change the catalogue shows
 * bumps `catalogue_version` and stamps its tags in `catalogue_change` in its own transaction
 * (triggers, migration 0030), so one indexed read tells any instance whether what it keeps is
 * stale: a change made through another instance is seen on the very next request. One reader per
 * database, shared by every cache of the catalogue: requests that arrive together, whichever
 * route or page they are for, share one read of the clock and of the union of their tags.
 */
export function catalogueChanges(db: Kysely<DB>): ReadChanges {
  let reader = readers.get(db);
  if (reader) return reader;
  const readChanges = changesReader(db);
  let batch: { tags: Set<string>; seen: Promise<ChangesSeen> } | null = null;
  // The batch's read begins after all of its requests arrived, so each still sees every change
  // committed before it came; under load this saves most reads.
  reader = (tags) => {
    if (!batch) {
      const asked = new Set<string>();
      const seen = new Promise((resolve) => setImmediate(resolve)).then(() => {
        batch = null;
        return readChanges(asked);
      });
      batch = { tags: asked, seen };
    }
    for (const tag of tags) batch.tags.add(tag);
    return batch.seen;
  };
  readers.set(db, reader);
  return reader;
}

/**
 * One query: the clock, joined to the asked tags' rows (a tag without a row never changed).
 * Its text is compiled once per power of two of tags (the list padded with its first tag):
 * building it per batch cost more than the read, and a few texts serve every batch.
 */
function changesReader(db: Kysely<DB>) {
  const texts = new Map<number, string>();
  const textFor = (count: number) => {
    let text = texts.get(count);
    if (text === undefined) {
      text = db
        .selectFrom("catalogue_version as clock")
        .leftJoin("catalogue_change as change", (join) =>
          count
            ? join.on("change.tag", "in", Array<string>(count).fill(""))
            : join.on(sql<boolean>`1 = 0`),
        )
        .select(["clock.version", "change.tag", "change.at"])
        .where("clock.id", "=", 1)
        .compile().sql;
      texts.set(count, text);
    }
    return text;
  };
  return async (tags: Set<string>): Promise<ChangesSeen> => {
    const asked = [...tags];
    const size = asked.length && 2 ** Math.ceil(Math.log2(asked.length));
    while (asked.length < size) asked.push(asked[0]!);
    const { rows } = await db.executeQuery<{ version: number; tag: string | null; at: number }>(
      CompiledQuery.raw(textFor(size), [...asked, 1]),
    );
    const changed = new Map<string, number>();
    for (const { tag, at } of rows) if (tag !== null) changed.set(tag, Number(at));
    return {
      clock: Number(rows[0]?.version),
      changedAt: (tag) => (tags.has(tag) ? (changed.get(tag) ?? 0) : undefined),
    };
  };
}

/**
 * Who asks, for the cache: the signed-in user, or null for a caller without credentials, who
 * alone may be given a previous response while its recompute runs (decision 046).
 */
export const callerOf = (c: Context<AppEnv>): GetOptions => ({ caller: c.var.user?.id ?? null });

/**
 * What a response costs in memory beside its text: its key, ETag, headers and the cache's own
 * objects. Measured: an empty response (`[]`) under a long Nepali key held 0.8–1.7 KB; counting
 * only its text let unique searches fill the heap while the cache believed it held 200 KB.
 */
const ENTRY_BYTES = 600;

/**
 * Bytes a string holds: two a character once it has one beyond Latin-1 (a Devanagari name in an
 * response makes the whole text so), which is counted for every text, as most are.
 */
const textBytes = (text: string) => 2 * text.length;

/**
 * A list response made of shared item texts, its JSON text joined when read. Made apart from the
 * compute, whose scope (the route's, the request's) the getter would otherwise keep alive.
 */
function listOf<T>(items: readonly string[]) {
  return {
    items,
    get json(): JsonText<T> {
      return `[${items.join(",")}]`;
    },
  };
}

/** Public catalogue responses, kept while nothing they show changed (decision 046). */
export function createCatalogueCache(db: Kysely<DB>, maxBytes = 16 * 1024 * 1024) {
  const entries = createFreshEntries<CachedResponse<unknown>>(catalogueChanges(db), maxBytes);
  return {
    /**
     * The cached response for `key` if nothing it shows changed since it was made, else
     * `compute()`'s. `caller`: the signed-in user's id, null for a caller without credentials.
     */
    get<T>(
      key: string,
      compute: () => Promise<CatalogueResponse<T>>,
      options: GetOptions,
    ): Promise<CachedResponse<T>> {
      return entries.get(
        key,
        async (clock) => {
          const response = await compute();
          const { headers = {}, shared, tags } = response;
          // The same clock and key always mean the same response: a tag without hashing the body.
          const etag = shared
            ? `W/"${clock}-${createHash("sha1").update(key).digest("base64url").slice(0, 16)}"`
            : null;
          const dependencies = { headers, shared, etag, clock, tags: shared ? tags : null };
          let bytes = textBytes(key) + ENTRY_BYTES;
          if ("itemTexts" in response) {
            // The texts are counted where they are kept; this entry holds references.
            const items = response.itemTexts;
            bytes += 16 * items.length;
            return {
              // Assigned, not spread: a spread would call the getter and keep the whole text.
              value: Object.assign(listOf<T>(items), dependencies),
              keep: shared,
              tags,
              bytes,
            };
          }
          const json: JsonText<T> = JSON.stringify(response.body);
          bytes += textBytes(json);
          return { value: { ...dependencies, json }, keep: shared, tags, bytes };
        },
        options,
      ) as Promise<CachedResponse<T>>;
    },
  };
}
