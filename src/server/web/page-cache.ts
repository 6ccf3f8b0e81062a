import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

type Rendered =
  { kind: "page"; status: number; html: string } | { kind: "redirect"; location: string };
type Cached = Rendered & {
  etag: string | null;
  /** The page gzipped, made once for a kept page (compressing it took most of a hit's time). */
  gzip?: () => Uint8Array<ArrayBuffer>;
};

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
    if (old.kind === "page") bytes -= old.html.length;
  }

  return {
    async get(key: string, render: () => Promise<Rendered>): Promise<Cached> {
      // Read before rendering: a change landing in between leaves the entry older than its data.
      const version = await catalogueVersion();
      const hit = entries.get(key);
      if (hit?.version === version) return hit;
      const page = await render();
      if (page.kind !== "page" || page.status !== 200) return { ...page, etag: null };
      const etag = `W/"p${version}-${createHash("sha1").update(key).digest("base64url").slice(0, 16)}"`;
      let gzipped: Uint8Array<ArrayBuffer> | undefined;
      const gzip = () => (gzipped ??= new Uint8Array(gzipSync(page.html)));
      forget(key);
      entries.set(key, { ...page, etag, gzip, version });
      bytes += page.html.length;
      // Map order is insertion order: the oldest entries go first.
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
      return { ...page, etag, gzip };
    },
  };
}
