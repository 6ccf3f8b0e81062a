import type { Context, TypedResponse } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "../../lib/router";
import type { CachedResponse } from "./catalogue-cache";
import { markReplayable } from "./replayed-responses";

/**
 * Public responses may be kept a short while by browsers and caches, and revalidated
 * with their ETag (a 304 costs a few bytes on a slow connection). What only an owner
 * or admin may see is never stored by a shared cache.
 */
export function setCacheControl(c: Context<AppEnv>, isPublic: boolean, maxAge = 10) {
  c.header("Cache-Control", isPublic ? `public, max-age=${maxAge}` : "private, no-cache");
}

/**
 * Sends a catalogue response as its ready JSON text. Its ETag comes from the catalogue
 * version, so the etag middleware has no body to hash.
 */
export function sendCached<T>(c: Context<AppEnv>, cached: CachedResponse<T>, maxAge?: number) {
  if (cached.etag) {
    c.header("ETag", cached.etag);
    markReplayable(c, cached);
  }
  setCacheControl(c, cached.shared, maxAge);
  const response = c.body(cached.json, 200, {
    ...cached.headers,
    "Content-Type": "application/json",
  });
  // The body is JSON.stringify of a T, which is what c.json(T) would have typed.
  return response as unknown as TypedResponse<T, 200, "json">;
}

// Weak: the compression middleware may re-encode the body; the content is what the tag names.
export const revalidate = [etag({ weak: true })];
