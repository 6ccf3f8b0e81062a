import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import {
  createFreshEntries,
  type Dependencies,
  type GetOptions,
  type ReadChanges,
} from "../lib/fresh-entries";
import type { ApiCall } from "./renderer";

type Rendered =
  { kind: "page"; status: number; html: string } | { kind: "redirect"; location: string };
type Cached =
  | { kind: "redirect"; location: string; etag: null }
  | {
      kind: "page";
      status: number;
      /** The page in UTF-8, encoded once for a kept page (encoding it took most of a hit's time). */
      body: Uint8Array<ArrayBuffer>;
      etag: string | null;
      /** The page gzipped, made once for a kept page, when first asked for. */
      gzip?: () => Uint8Array<ArrayBuffer>;
    };

/** The catalogue as the page cache sees it: its changes, and what an API response depends on. */
export interface CatalogueChanges {
  read: ReadChanges;
  /** Undefined for a response that is no catalogue response: a page that read it depends on every change. */
  dependenciesOf(response: Response): Dependencies | undefined;
}

const utf8 = new TextEncoder();

/**
 * Rendered pages, kept like the catalogue's API responses: while nothing the responses a render
 * read show changed, the same path, query and language give the same HTML (decisions 034, 046).
 * Only found pages are kept; a 404 is rendered each time, so made-up URLs cannot fill the cache.
 */
export function createPageCache(catalogue: CatalogueChanges, maxBytes = 8 * 1024 * 1024) {
  const entries = createFreshEntries<Cached>(catalogue.read, maxBytes);

  return {
    /**
     * The kept page for `key`, else `render(api)`'s, `api` being the given one seen through:
     * the page depends on what every response it read depends on.
     */
    get(
      key: string,
      api: ApiCall,
      render: (api: ApiCall) => Promise<Rendered>,
      options?: GetOptions,
    ): Promise<Cached> {
      return entries.get(
        key,
        async (clock) => {
          const read: (Dependencies | undefined)[] = [];
          const rendered = await render(async (path, init) => {
            const response = await api(path, init);
            read.push(catalogue.dependenciesOf(response));
            return response;
          });
          if (rendered.kind === "redirect") {
            return { value: { ...rendered, etag: null }, keep: false, tags: null, bytes: 0 };
          }
          const body = utf8.encode(rendered.html) as Uint8Array<ArrayBuffer>;
          // Only found pages are kept (see above).
          if (rendered.status !== 200) {
            const value = { kind: "page" as const, status: rendered.status, body, etag: null };
            return { value, keep: false, tags: null, bytes: 0 };
          }
          const { tags, clock: readAt } = dependenciesOfAll(read, clock);
          const etag = `W/"p${readAt}-${createHash("sha1").update(key).digest("base64url").slice(0, 16)}"`;
          // The render's own response is gzipped fast (level 2: about half the time of the default
          // level, 11% more bytes); a page asked for again is gzipped once more, smaller, and kept.
          let gzipped: Uint8Array<ArrayBuffer> | undefined;
          let isFresh = true;
          const gzip = () => {
            if (gzipped) return gzipped;
            if (!isFresh) return (gzipped = new Uint8Array(gzipSync(body)));
            isFresh = false;
            return new Uint8Array(gzipSync(body, { level: 2 }));
          };
          const page = { kind: "page" as const, status: rendered.status, body, etag, gzip };
          // Its gzip copy, made on first demand, is about a fifth of it; its key and tags beside.
          const bytes = Math.ceil(body.byteLength * 1.2) + 2 * key.length + 600;
          return { value: page, keep: true, tags, clock: readAt, bytes };
        },
        options,
      );
    },
  };
}

/**
 * A page shows what its responses show: the union of their tags, as of the oldest clock among
 * them (a response given while being remade is older than the page's own read).
 */
function dependenciesOfAll(read: (Dependencies | undefined)[], clock: number): Dependencies {
  const tags = new Set<string>();
  let oldest = clock;
  let isOnEveryChange = false;
  for (const dependencies of read) {
    if (!dependencies?.tags) {
      isOnEveryChange = true;
      continue;
    }
    oldest = Math.min(oldest, dependencies.clock);
    for (const tag of dependencies.tags) tags.add(tag);
  }
  return { clock: oldest, tags: isOnEveryChange ? null : [...tags] };
}
