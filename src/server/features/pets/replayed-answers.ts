import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { hasSessionCookie } from "../../lib/session-cookie";
import { catalogueVersion, type CachedAnswer } from "./catalogue-cache";

/** A finished answer as it left the app, every middleware's headers included. */
interface Replay {
  version: number;
  body: string | Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  bytes: number;
}

/** Requests whose answer is a shared catalogue answer, with the answer (set by sendCached). */
const marks = new WeakMap<Request, CachedAnswer<unknown>>();

/** Says that this request's answer is the same for every caller while the catalogue's version holds. */
export function markReplayable(c: Context, answer: CachedAnswer<unknown>) {
  marks.set(c.req.raw, answer);
}

/** The request's headers as Node parsed them: reading them through `c.req` builds a Headers object. */
function headersOf(c: Context): IncomingHttpHeaders {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) return incoming.headers;
  return Object.fromEntries(c.req.raw.headers);
}

function pathOf(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming?.url?.startsWith("/")) return incoming.url;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

/**
 * Public catalogue reads (the listing, a pet, the categories) answered again byte for byte,
 * headers and all, while the catalogue's version is the one they were made at. Profiled, a
 * cached read spent most of its time outside the cache: the security, compression, Vary and
 * ETag middleware each reading and setting undici `Headers`, the session lookup, the route's
 * query check and the Web `Response`; the ceiling does none of that. What the full stack
 * answered once for a URL is the same for every caller without credentials until the
 * catalogue changes, so it is kept as plain bytes and headers (and gzip bytes: compressed once,
 * not per request). A request with credentials, a conditional one or anything but a GET goes
 * through the whole stack as before (the session lookup may renew a session; the 304 is the
 * ETag middleware's).
 */
export function replayCatalogueAnswers(
  db: Kysely<DB>,
  maxBytes = 16 * 1024 * 1024,
): MiddlewareHandler {
  const currentVersion = catalogueVersion(db);
  const replays = new Map<string, Replay>();
  let bytes = 0;
  let last: Record<string, string> = {};

  function forget(key: string) {
    const old = replays.get(key);
    if (!old) return;
    replays.delete(key);
    bytes -= old.bytes;
  }

  function remember(key: string, replay: Replay) {
    forget(key);
    replays.set(key, replay);
    bytes += replay.bytes;
    // Map order is insertion order: the oldest go first.
    for (const oldest of replays.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const headers = headersOf(c);
    const cookie = headers.cookie;
    if (
      headers.authorization !== undefined ||
      headers["if-none-match"] !== undefined ||
      hasSessionCookie(cookie)
    ) {
      return next();
    }
    // The answer depends on the URL and, through compression, on the encodings accepted.
    const key = `${headers["accept-encoding"] ?? ""}\n${pathOf(c)}`;
    const replay = replays.get(key);
    if (replay && replay.version === (await currentVersion())) {
      // A plain object for headers: @hono/node-server writes it without building Headers.
      return new Response(replay.body, { status: 200, headers: replay.headers });
    }

    await next();
    const answer = marks.get(c.req.raw);
    const res = c.res;
    if (!answer || res.status !== 200 || res.headers.has("set-cookie")) return;
    const kept: Record<string, string> = {};
    // Most values (the security policy above all) are the same in every answer: one copy of each.
    for (const [name, value] of res.headers) kept[name] = last[name] === value ? last[name] : value;
    last = kept;
    // Uncompressed, the body is the catalogue's JSON text itself, kept by reference.
    let body: string | Uint8Array<ArrayBuffer> = answer.json;
    if (res.headers.has("content-encoding")) {
      // Compressed by the middleware: read once here, and sent on from these bytes.
      body = new Uint8Array(await res.arrayBuffer());
    }
    const size = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
    // Said here, or the server would add it to the kept headers object itself.
    kept["content-length"] = String(size);
    if (body !== answer.json) c.res = new Response(body, { status: 200, headers: kept });
    remember(key, {
      version: answer.version,
      body,
      headers: kept,
      bytes: size + key.length + 256,
    });
  };
}
