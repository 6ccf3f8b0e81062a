import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

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

const utf8 = new TextEncoder();

/**
 * Rendered pages, kept like the catalogue's API answers: while the catalogue's version is
 * unchanged, the same path, query and language give the same HTML (decision 034). Only found
 * pages are kept; a 404 is rendered each time, so made-up URLs cannot fill the cache.
 */
export function createPageCache(
  catalogueVersion: () => Promise<number>,
  maxBytes = 8 * 1024 * 1024,
) {
  const entries = new Map<string, Cached & { version: number }>();
  let bytes = 0;

  function forget(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    if (old.kind === "page") bytes -= old.body.byteLength;
  }

  return {
    async get(key: string, render: () => Promise<Rendered>): Promise<Cached> {
      // Read before rendering: a change landing in between leaves the entry older than its data.
      const version = await catalogueVersion();
      const hit = entries.get(key);
      if (hit?.version === version) return hit;
      const rendered = await render();
      if (rendered.kind === "redirect") return { ...rendered, etag: null };
      const body = utf8.encode(rendered.html) as Uint8Array<ArrayBuffer>;
      // Only found pages are kept (see above).
      if (rendered.status !== 200) {
        return { kind: "page", status: rendered.status, body, etag: null };
      }
      const etag = `W/"p${version}-${createHash("sha1").update(key).digest("base64url").slice(0, 16)}"`;
      let gzipped: Uint8Array<ArrayBuffer> | undefined;
      const gzip = () => (gzipped ??= new Uint8Array(gzipSync(body)));
      const page = { kind: "page" as const, status: rendered.status, body, etag, gzip };
      forget(key);
      entries.set(key, { ...page, version });
      bytes += body.byteLength;
      // Map order is insertion order: the oldest entries go first.
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
      return page;
    },
  };
}
