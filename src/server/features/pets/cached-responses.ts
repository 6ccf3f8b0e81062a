import type { Context, TypedResponse } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "../../lib/router";
import type { CachedAnswer } from "./catalogue-cache";
import { markReplayable } from "./replayed-answers";

/**
 * Public answers may be kept a short while by browsers and caches, and revalidated
 * with their ETag (a 304 costs a few bytes on a slow connection). What only an owner
 * or admin may see is never stored by a shared cache.
 */
export function setCacheControl(c: Context<AppEnv>, isPublic: boolean, maxAge = 10) {
  c.header("Cache-Control", isPublic ? `public, max-age=${maxAge}` : "private, no-cache");
}

/**
 * Sends a catalogue answer as its ready JSON text. Its ETag comes from the catalogue
 * version, so the etag middleware has no body to hash.
 */
export function sendCached<T>(c: Context<AppEnv>, answer: CachedAnswer<T>, maxAge?: number) {
  if (answer.etag) {
    c.header("ETag", answer.etag);
    markReplayable(c, answer);
  }
  setCacheControl(c, answer.shared, maxAge);
  const response = c.body(answer.json, 200, {
    ...answer.headers,
    "Content-Type": "application/json",
  });
  // The body is JSON.stringify of a T, which is what c.json(T) would have typed.
  return response as unknown as TypedResponse<T, 200, "json">;
}

// Weak: the compression middleware may re-encode the body; the content is what the tag names.
export const revalidate = [etag({ weak: true })];
